import PDFDocument from 'pdfkit'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { invoices } from '../../db/schema/index'
import type { Translate } from '../../lib/i18n'

const INK = '#1a1f2e'
const MUTED = '#5b6477'
const BRAND = '#0b2a6f'
const MARGIN = 50

/**
 * A paid invoice's receipt in the reader's language, with the same PDF library as the talent PDF (its Helvetica
 * covers the Latin letters of the three languages; text stays selectable). The billing details are shown as typed.
 */
export function renderReceiptPdf(
  invoice: typeof invoices.$inferSelect,
  companyName: string,
  planName: string,
  t: Translate,
  language: Language,
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `${t('pdf:receipt.title')} ${invoice.number} · Sentinela`, Author: 'Sentinela' },
    lang: language,
  })
  const width = doc.page.width - MARGIN * 2
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' })
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' })
  const regions = new Intl.DisplayNames([language], { type: 'region' })

  doc.rect(0, 0, doc.page.width, 90).fill(BRAND)
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text('Sentinela', MARGIN, 30, { width })
  doc.font('Helvetica').fontSize(12).text(t('pdf:receipt.title'), MARGIN, 58, { width })
  doc.y = 120

  const row = (label: string, value: string) => {
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(label, MARGIN, doc.y, { width: 160, continued: false })
    doc.moveUp()
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(10)
      .text(value, MARGIN + 170, doc.y, { width: width - 170 })
    doc.moveDown(0.4)
  }
  row(t('pdf:receipt.number'), invoice.number)
  row(t('pdf:receipt.date'), date.format(invoice.createdAt))
  row(t('pdf:receipt.status'), t('pdf:receipt.paid'))
  doc.moveDown(0.8)

  const billing = invoice.billing
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(12).text(t('pdf:receipt.billed_to'), MARGIN, doc.y, { width })
  doc.moveDown(0.3)
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(10)
    .text(
      [
        billing.customerName,
        companyName,
        billing.address1,
        [billing.town, billing.state, billing.postCode].filter(Boolean).join(', '),
        billing.country ? regions.of(billing.country) : '',
        billing.billingEmail,
        billing.phone,
      ]
        .filter(Boolean)
        .join('\n'),
      { width },
    )
  doc.moveDown(1.2)

  const top = doc.y
  doc.rect(MARGIN, top, width, 22).fill('#eef2fa')
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(t('pdf:receipt.description'), MARGIN + 8, top + 7, { width: width - 140 })
  doc.text(t('pdf:receipt.amount'), MARGIN + width - 128, top + 7, { width: 120, align: 'right' })
  doc.y = top + 30
  const line = t('pdf:receipt.line', {
    plan: planName,
    interval: t(`pdf:receipt.interval_${invoice.interval}`),
    start: date.format(invoice.periodStart),
    end: date.format(invoice.periodEnd),
  })
  const lineTop = doc.y
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(line, MARGIN + 8, lineTop, { width: width - 140 })
  doc.text(money.format(invoice.amountCents / 100), MARGIN + width - 128, lineTop, { width: 120, align: 'right' })
  doc.y = Math.max(doc.y, lineTop + 14) + 10
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#d5dbe8')
    .stroke()
  doc.y += 8
  const totalTop = doc.y
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(t('pdf:receipt.total'), MARGIN + 8, totalTop, { width: width - 140 })
  doc.text(`${money.format(invoice.amountCents / 100)} USD`, MARGIN + width - 168, totalTop, {
    width: 160,
    align: 'right',
  })
  doc.moveDown(3)
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(t('pdf:receipt.footer'), MARGIN, doc.y, { width })
  doc.end()
  return doc
}
