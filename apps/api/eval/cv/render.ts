import PDFDocument from 'pdfkit'
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, HeadingLevel } from 'docx'

/** A CV as the evaluation set writes it: blocks of text, laid out one of three ways, as a PDF or a DOCX. */
export interface CvEntry {
  dates: string
  title: string
  company: string
  bullets?: string[]
  /** How the entry's first lines are written. */
  style?: 'title-company' | 'company-title' | 'inline'
}
export interface CvSection {
  heading: string
  lines?: string[]
  entries?: CvEntry[]
  /** In the two-column layout, this section goes to the narrow left column. */
  side?: boolean
}
export interface CvDocument {
  layout: 'single' | 'two-column' | 'table'
  header: string[]
  sections: CvSection[]
}

function entryLines(entry: CvEntry): string[] {
  const bullets = (entry.bullets ?? []).map((bullet) => `• ${bullet}`)
  switch (entry.style ?? 'title-company') {
    case 'company-title':
      return [entry.company, entry.title, entry.dates, ...bullets]
    case 'inline':
      return [`${entry.title} | ${entry.company} | ${entry.dates}`, ...bullets]
    default:
      return [`${entry.title} — ${entry.company}`, entry.dates, ...bullets]
  }
}

export function renderPdf(cv: CvDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40 })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(cv.header[0] ?? '')
    doc.font('Helvetica').fontSize(10)
    for (const line of cv.header.slice(1)) doc.text(line)
    doc.moveDown()
    const top = doc.y
    const write = (section: CvSection, x: number, width: number) => {
      doc.font('Helvetica-Bold').fontSize(12).text(section.heading, x, undefined, { width })
      doc.font('Helvetica').fontSize(10)
      for (const line of section.lines ?? []) doc.text(line, x, undefined, { width })
      for (const entry of section.entries ?? []) {
        if (cv.layout === 'table') {
          const y = doc.y
          doc.text(entry.dates, x, y, { width: 120 })
          doc.text(entry.title, x + 170, y, { width: 150 })
          doc.text(entry.company, x + 360, y, { width: 150 })
          doc.x = x
          for (const bullet of entry.bullets ?? []) doc.text(`• ${bullet}`, x, undefined, { width })
        } else {
          for (const line of entryLines(entry)) doc.text(line, x, undefined, { width })
        }
        doc.moveDown(0.5)
      }
      doc.moveDown(0.5)
    }
    if (cv.layout === 'two-column') {
      for (const section of cv.sections.filter((item) => item.side)) write(section, 40, 150)
      doc.y = top
      for (const section of cv.sections.filter((item) => !item.side)) write(section, 240, 315)
    } else {
      for (const section of cv.sections) write(section, 40, 515)
    }
    doc.end()
  })
}

export async function renderDocx(cv: CvDocument): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(cv.header[0] ?? '')] }),
    ...cv.header.slice(1).map((line) => new Paragraph(line)),
  ]
  const sectionBlocks = (section: CvSection): (Paragraph | Table)[] => {
    const blocks: (Paragraph | Table)[] = [
      new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.heading)] }),
      ...(section.lines ?? []).map((line) => new Paragraph(line)),
    ]
    if (cv.layout === 'table' && section.entries?.length) {
      blocks.push(
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: section.entries.map(
            (entry) =>
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph(entry.dates)] }),
                  new TableCell({ children: [new Paragraph(entry.title), new Paragraph(entry.company)] }),
                  new TableCell({ children: (entry.bullets ?? ['']).map((bullet) => new Paragraph(`• ${bullet}`)) }),
                ],
              }),
          ),
        }),
      )
    } else {
      for (const entry of section.entries ?? []) blocks.push(...entryLines(entry).map((line) => new Paragraph(line)))
    }
    return blocks
  }
  if (cv.layout === 'two-column') {
    // Two columns as a borderless two-cell table, the way Word templates usually do it.
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({
            children: [
              new TableCell({
                children: cv.sections.filter((item) => item.side).flatMap(sectionBlocks) as Paragraph[],
              }),
              new TableCell({
                children: cv.sections.filter((item) => !item.side).flatMap(sectionBlocks) as Paragraph[],
              }),
            ],
          }),
        ],
      }),
    )
  } else {
    for (const section of cv.sections) children.push(...sectionBlocks(section))
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }))
}
