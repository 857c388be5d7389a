import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import PDFDocument from 'pdfkit'
import type { ResumeEntry, ResumeModel, ResumeSection } from '@sentinela/shared/schemas/resume'

const here = dirname(fileURLToPath(import.meta.url))
/** apps/api, from the sources (src/modules/resume) or from the server's build (dist, decision 007). */
const API_DIR = basename(here) === 'dist' ? dirname(here) : join(here, '..', '..', '..')
const FONTS = join(API_DIR, 'assets', 'fonts')

/** DejaVu, embedded (subset) in every PDF: the text is selectable and reads the same on any machine (decision 015). */
const FONT_FILES = {
  sans: join(FONTS, 'DejaVuSans.ttf'),
  sansBold: join(FONTS, 'DejaVuSans-Bold.ttf'),
  serif: join(FONTS, 'DejaVuSerif.ttf'),
  serifBold: join(FONTS, 'DejaVuSerif-Bold.ttf'),
} as const

interface Look {
  regular: keyof typeof FONT_FILES
  bold: keyof typeof FONT_FILES
  ink: string
  muted: string
  accent: string
  /** Rules under section titles and the accent colour are decoration the ATS template leaves out. */
  isPlain: boolean
}

const LOOKS: Record<ResumeModel['template'], Look> = {
  classic: { regular: 'serif', bold: 'serifBold', ink: '#1b1b1b', muted: '#555555', accent: '#1b1b1b', isPlain: false },
  modern: { regular: 'sans', bold: 'sansBold', ink: '#1a1f2e', muted: '#5b6477', accent: '#0b5f8a', isPlain: false },
  ats: { regular: 'sans', bold: 'sansBold', ink: '#000000', muted: '#000000', accent: '#000000', isPlain: true },
}

/** The modern template's sidebar: short lists beside the story told in the main column. */
const SIDEBAR_SECTIONS: readonly ResumeSection[] = ['skills', 'languages', 'certifications', 'courses']

const MARGIN = 48
const BOTTOM = 56

/**
 * A column that flows from page to page: the main one always writes on the last page and adds pages (pdfkit adds
 * one too when a long text runs over); the modern sidebar writes on the pages already there, in order.
 */
interface Column {
  x: number
  width: number
  page: number
  isSidebar?: boolean
}

/**
 * Prints a résumé model as an A4 PDF with pdfkit (the talent PDF's library), fonts embedded so every letter of
 * English, Spanish and Portuguese is there and the text can be selected and searched. The same model feeds the
 * page's preview, so what the talent sees is what the file holds. Answers the whole file.
 */
export async function renderResumePdf(model: ResumeModel, meta: { subject: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: BOTTOM, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: model.name, Author: model.name, Subject: meta.subject, Creator: 'Sentinela' },
    lang: model.language,
    displayTitle: true,
  })
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const look = LOOKS[model.template]
  if (model.template === 'modern') renderModern(doc, model, look)
  else renderSingleColumn(doc, model, look)
  doc.end()
  return done
}

function renderSingleColumn(doc: PDFKit.PDFDocument, model: ResumeModel, look: Look) {
  const width = doc.page.width - MARGIN * 2
  const isClassic = model.template === 'classic'
  const align = isClassic ? 'center' : 'left'
  doc
    .font(look.bold)
    .fontSize(isClassic ? 24 : 20)
    .fillColor(look.ink)
    .text(model.name, MARGIN, MARGIN, { width, align })
  if (model.headline) {
    doc.font(look.regular).fontSize(12).fillColor(look.muted).text(model.headline, { width, align })
  }
  if (model.contact.length > 0) {
    doc.moveDown(0.3)
    const line = look.isPlain
      ? model.contact.map((item) => `${item.label}: ${item.value}`).join(' | ')
      : model.contact.map((item) => item.value).join('  ·  ')
    doc.font(look.regular).fontSize(9.5).fillColor(look.muted).text(line, MARGIN, doc.y, { width, align })
  }
  const column: Column = { x: MARGIN, width, page: 0 }
  for (const section of model.sections) {
    sectionTitle(doc, look, column, section.title, isClassic)
    for (const entry of section.entries) writeEntry(doc, look, column, entry, section.code)
  }
}

function renderModern(doc: PDFKit.PDFDocument, model: ResumeModel, look: Look) {
  const sidebarWidth = 170
  const gutter = 22
  const mainX = MARGIN + sidebarWidth + gutter
  const mainWidth = doc.page.width - mainX - MARGIN
  // Text that pdfkit carries over to a new page is an entry's body: it goes on in the body's colour.
  const paintSidebar = () => {
    doc.save()
    doc.rect(0, 0, MARGIN + sidebarWidth + 8, doc.page.height).fill('#eef4f8')
    doc.restore()
    doc.fillColor(look.ink)
  }
  paintSidebar()
  doc.on('pageAdded', paintSidebar)

  // Main column: the name, then the sections that tell the story.
  doc.font(look.bold).fontSize(22).fillColor(look.accent).text(model.name, mainX, MARGIN, { width: mainWidth })
  if (model.headline)
    doc.font(look.regular).fontSize(12).fillColor(look.muted).text(model.headline, { width: mainWidth })
  const main: Column = { x: mainX, width: mainWidth, page: 0 }
  for (const section of model.sections.filter((item) => !SIDEBAR_SECTIONS.includes(item.code))) {
    sectionTitle(doc, look, main, section.title, false)
    for (const entry of section.entries) writeEntry(doc, look, main, entry, section.code)
  }

  // Sidebar: contact, then the short lists, on the pages the main column made (more are added only if needed).
  doc.switchToPage(0)
  const side: Column = { x: MARGIN - 14, width: sidebarWidth, page: 0, isSidebar: true }
  doc.y = MARGIN
  for (const item of model.contact) {
    fit(doc, side, 30)
    doc.font(look.bold).fontSize(8).fillColor(look.accent).text(item.label.toUpperCase(), side.x, doc.y, {
      width: side.width,
      characterSpacing: 0.4,
    })
    doc.font(look.regular).fontSize(9).fillColor(look.ink).text(item.value, side.x, doc.y, { width: side.width })
    doc.moveDown(0.5)
  }
  for (const section of model.sections.filter((item) => SIDEBAR_SECTIONS.includes(item.code))) {
    sectionTitle(doc, look, side, section.title, false)
    for (const entry of section.entries) writeEntry(doc, look, side, entry, section.code, true)
  }
}

/** Moves the column to its next page when `needed` points do not fit on this one. */
function fit(doc: PDFKit.PDFDocument, column: Column, needed: number) {
  if (doc.y + needed <= doc.page.height - BOTTOM) return
  if (!column.isSidebar) {
    doc.addPage()
    doc.y = MARGIN
    return
  }
  column.page += 1
  const range = doc.bufferedPageRange()
  if (column.page < range.start + range.count) doc.switchToPage(column.page)
  else doc.addPage()
  doc.y = MARGIN
}

function sectionTitle(doc: PDFKit.PDFDocument, look: Look, column: Column, title: string, isCentered: boolean) {
  doc.moveDown(0.8)
  fit(doc, column, 60)
  doc
    .font(look.bold)
    .fontSize(look.isPlain ? 12 : 11.5)
    .fillColor(look.accent)
    .text(look.isPlain ? title : title.toUpperCase(), column.x, doc.y, {
      width: column.width,
      align: isCentered ? 'center' : 'left',
      characterSpacing: look.isPlain ? 0 : 0.8,
    })
  if (!look.isPlain) {
    const y = doc.y + 2
    doc
      .moveTo(column.x, y)
      .lineTo(column.x + column.width, y)
      .lineWidth(0.8)
      .strokeColor(look.accent)
      .stroke()
    doc.y = y + 6
  } else {
    doc.moveDown(0.2)
  }
}

function writeEntry(
  doc: PDFKit.PDFDocument,
  look: Look,
  column: Column,
  entry: ResumeEntry,
  code: ResumeSection,
  isNarrow = false,
) {
  const { x, width } = column
  if (code === 'summary') {
    doc.font(look.regular).fontSize(10)
    fit(doc, column, Math.min(doc.heightOfString(entry.body ?? '', { width }), 200))
    doc.fillColor(look.ink).text(entry.body ?? '', x, doc.y, { width, lineGap: 1.5 })
    return
  }
  doc.font(look.bold).fontSize(isNarrow ? 9.5 : 10.5)
  fit(doc, column, doc.heightOfString(entry.title, { width }) + 28)
  const hasSideDate = !isNarrow && !look.isPlain && entry.period !== null
  const dateWidth = 120
  const top = doc.y
  doc.fillColor(look.ink).text(entry.title, x, top, { width: hasSideDate ? width - dateWidth - 6 : width })
  const afterTitle = doc.y
  if (hasSideDate) {
    doc
      .font(look.regular)
      .fontSize(9)
      .fillColor(look.muted)
      .text(entry.period!, x + width - dateWidth, top + 1, { width: dateWidth, align: 'right' })
  }
  doc.y = Math.max(afterTitle, hasSideDate ? top + 12 : afterTitle)
  // The ATS template keeps every fact as plain text on its own line; narrow columns put the date under the title.
  const second = hasSideDate ? entry.subtitle : [entry.subtitle, entry.period].filter(Boolean).join(' | ') || null
  if (second) {
    doc
      .font(look.regular)
      .fontSize(isNarrow ? 8.5 : 9.5)
      .fillColor(look.muted)
      .text(second, x, doc.y, { width })
  }
  if (entry.body) {
    doc
      .font(look.regular)
      .fontSize(9.5)
      .fillColor(look.ink)
      .text(entry.body, x, doc.y + 2, { width, lineGap: 1.2 })
  }
  doc.moveDown(isNarrow ? 0.35 : 0.55)
}
