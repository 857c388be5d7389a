import PDFDocument from 'pdfkit'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { Profile } from '@sentinela/shared/schemas/profile'
import type { Translate } from '../../lib/i18n'

export interface PdfRole {
  name: string
  percentage: number
}

const INK = '#1a1f2e'
const MUTED = '#5b6477'
const BRAND = '#0b2a6f'
const ACCENT = '#1c4ed8'
const TRACK = '#e3e8f2'
const MARGIN = 50

/**
 * A talent's information as a PDF in the reader's language (#6 export): header, NICE roles with fit bars,
 * experience, education, certifications and languages. Labels are translated; what the talent typed is shown as
 * written. Built with pdfkit and handed back as a stream the caller pipes out; the built-in Helvetica covers the
 * Latin letters of English, Spanish and Portuguese.
 */
export function renderTalentPdf(
  profile: Profile,
  roles: PdfRole[],
  t: Translate,
  language: Language,
  generatedAt = new Date(),
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `${profile.firstName} ${profile.lastName} · Sentinela`,
      Author: 'Sentinela',
      Subject: t('pdf:subject'),
    },
    lang: language,
  })
  const width = doc.page.width - MARGIN * 2
  const dateFormat = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short' })
  const fullDate = new Intl.DateTimeFormat(language, { dateStyle: 'long' })
  const regions = new Intl.DisplayNames([language], { type: 'region' })
  const languages = new Intl.DisplayNames([language], { type: 'language' })
  const month = (value: string) => dateFormat.format(new Date(`${value}T12:00:00Z`))

  // Header band
  doc.rect(0, 0, doc.page.width, 104).fill(BRAND)
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(24)
    .text(`${profile.firstName} ${profile.middleName ? `${profile.middleName} ` : ''}${profile.lastName}`, MARGIN, 36, {
      width,
    })
  const headline = [
    profile.currentJobTitle,
    [profile.city, profile.country ? regions.of(profile.country) : null].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(' · ')
  if (headline) doc.font('Helvetica').fontSize(12).text(headline, { width })
  doc.y = 122

  const facts = [
    profile.highestEducationLevel !== null
      ? `${t('pdf:fact.education')}: ${t(`options:education_level.${profile.highestEducationLevel}`)}`
      : null,
    profile.clearance.hasClearance
      ? `${t('pdf:fact.clearance')}: ${profile.clearance.level !== null ? t(`options:security_level.${profile.clearance.level}`) : t('pdf:yes')}`
      : null,
    profile.seekingOpportunities ? t('pdf:fact.seeking') : null,
  ].filter((fact): fact is string => fact !== null)
  if (facts.length > 0) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(facts.join('   ·   '), MARGIN, doc.y, { width })
    doc.moveDown(0.5)
  }

  const section = (title: string) => {
    if (doc.y > doc.page.height - 160) doc.addPage()
    doc.moveDown(0.8)
    doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(13).text(title.toUpperCase(), MARGIN, doc.y, {
      width,
      characterSpacing: 0.6,
    })
    const y = doc.y + 3
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(1)
      .strokeColor(ACCENT)
      .stroke()
    doc.y = y + 8
  }
  const entry = (title: string, subtitle: string | null, period: string | null, body?: string | null) => {
    if (doc.y > doc.page.height - 120) doc.addPage()
    const top = doc.y
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(title, MARGIN, top, { width: width - 130 })
    const afterTitle = doc.y
    if (period) {
      doc
        .fillColor(MUTED)
        .font('Helvetica')
        .fontSize(9)
        .text(period, MARGIN + width - 125, top + 1, {
          width: 125,
          align: 'right',
        })
    }
    doc.y = afterTitle
    if (subtitle) doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(subtitle, MARGIN, doc.y, { width })
    if (body)
      doc
        .fillColor(INK)
        .font('Helvetica')
        .fontSize(10)
        .text(body, MARGIN, doc.y + 2, { width, lineGap: 1.5 })
    doc.moveDown(0.6)
  }

  section(t('pdf:section.roles'))
  if (roles.length === 0) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(t('pdf:empty.roles'), MARGIN, doc.y, { width })
  }
  for (const role of roles) {
    const y = doc.y
    doc.fillColor(INK).font('Helvetica').fontSize(10).text(role.name, MARGIN, y, { width: 230 })
    const barX = MARGIN + 240
    const barWidth = width - 240 - 45
    doc.roundedRect(barX, y + 2, barWidth, 8, 4).fill(TRACK)
    if (role.percentage > 0)
      doc.roundedRect(barX, y + 2, Math.max(8, (barWidth * role.percentage) / 100), 8, 4).fill(ACCENT)
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${role.percentage}%`, barX + barWidth + 8, y, { width: 37, align: 'right' })
    doc.y = Math.max(doc.y, y + 16)
  }

  section(t('pdf:section.experience'))
  if (profile.experiences.length === 0) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(t('pdf:empty.experience'), MARGIN, doc.y, { width })
  }
  for (const experience of profile.experiences) {
    const end = experience.currentlyWorksHere || !experience.endDate ? t('pdf:present') : month(experience.endDate)
    entry(
      experience.jobTitle,
      [
        experience.company,
        experience.employmentType !== null ? t(`options:employment_type.${experience.employmentType}`) : null,
      ]
        .filter(Boolean)
        .join(' · '),
      `${month(experience.startDate)} – ${end}`,
      experience.description,
    )
  }

  section(t('pdf:section.education'))
  if (profile.educations.length === 0) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(t('pdf:empty.education'), MARGIN, doc.y, { width })
  }
  for (const education of profile.educations) {
    entry(
      education.degree,
      [education.school, education.fieldOfStudy].filter(Boolean).join(' · '),
      education.graduationDate ? month(education.graduationDate) : null,
    )
  }

  section(t('pdf:section.certifications'))
  if (profile.certifications.length === 0) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(t('pdf:empty.certifications'), MARGIN, doc.y, { width })
  }
  for (const certification of profile.certifications) {
    entry(
      certification.name,
      certification.issuingEntity,
      certification.expires && certification.dateExpired
        ? `${month(certification.dateIssued)} – ${month(certification.dateExpired)}`
        : month(certification.dateIssued),
    )
  }

  section(t('pdf:section.languages'))
  if (profile.languages.length === 0) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(t('pdf:empty.languages'), MARGIN, doc.y, { width })
  } else {
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(10)
      .text(
        profile.languages
          .map(
            (item) =>
              `${capitalize(languages.of(item.language) ?? item.language, language)} (${t(`options:language_level.${item.level}`)})`,
          )
          .join('   ·   '),
        MARGIN,
        doc.y,
        { width },
      )
  }

  // Footer on every page: who made it, when, and the page number.
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    const bottom = doc.page.height - MARGIN
    doc.page.margins.bottom = 0
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(t('pdf:footer', { date: fullDate.format(generatedAt) }), MARGIN, bottom, {
        width: width - 60,
        lineBreak: false,
      })
      .text(t('pdf:page', { page: index + 1, total: range.count }), MARGIN + width - 60, bottom, {
        width: 60,
        align: 'right',
        lineBreak: false,
      })
  }
  doc.end()
  return doc
}

/** Language names read as names in a list: "Espanhol", not "espanhol". */
function capitalize(text: string, language: string) {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1)
}
