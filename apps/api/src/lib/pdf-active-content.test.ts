import { deflateSync } from 'node:zlib'
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { findActiveContent } from './pdf-active-content'

/** A one-page CV as a word processor writes it; `change` adds what a test needs before it is saved. */
async function cv(change: (document: PDFDocument) => void = () => {}, useObjectStreams = true) {
  const document = await PDFDocument.create()
  const page = document.addPage([595, 842])
  page.drawText('Lucía Hernández — Incident Response Analyst', {
    x: 50,
    y: 780,
    size: 14,
    font: await document.embedFont(StandardFonts.Helvetica),
  })
  change(document)
  return Buffer.from(await document.save({ useObjectStreams }))
}

const action = (document: PDFDocument, entries: Record<string, unknown>) =>
  document.context.register(document.context.obj(entries as never))

describe('active content in a PDF', () => {
  it('finds nothing in a plain document, nor in a destination or GoTo OpenAction ("open at page 1")', async () => {
    expect(await findActiveContent(await cv())).toBeUndefined()
    const page = (document: PDFDocument) => document.getPage(0).ref
    const destination = await cv((d) => d.catalog.set(PDFName.of('OpenAction'), d.context.obj([page(d), 'Fit'])))
    expect(await findActiveContent(destination)).toBeUndefined()
    const goTo = await cv((d) =>
      d.catalog.set(PDFName.of('OpenAction'), action(d, { S: 'GoTo', D: d.context.obj([page(d), 'Fit']) })),
    )
    expect(await findActiveContent(goTo)).toBeUndefined()
  })

  it('finds JavaScript run at opening, inside a compressed object stream', async () => {
    const pdf = await cv((d) =>
      d.catalog.set(PDFName.of('OpenAction'), action(d, { S: 'JavaScript', JS: PDFString.of('app.alert(1)') })),
    )
    // The catalog sits in an object stream: its names are not in the file's bytes as written.
    expect(pdf.includes('/JavaScript')).toBe(false)
    expect(await findActiveContent(pdf)).toBe('open_action')
  })

  it('finds document JavaScript in the names tree, page actions, launch and form actions', async () => {
    const names = await cv((d) => {
      const script = action(d, { S: 'JavaScript', JS: PDFString.of('this.print()') })
      d.catalog.set(
        PDFName.of('Names'),
        d.context.obj({ JavaScript: d.context.obj({ Names: [PDFString.of('a'), script] }) }),
      )
    })
    expect(await findActiveContent(names)).toBe('javascript')

    const pageOpen = await cv((d) =>
      d.getPage(0).node.set(PDFName.of('AA'), d.context.obj({ O: action(d, { S: 'GoTo', D: [0, 'Fit'] }) })),
    )
    expect(await findActiveContent(pageOpen)).toBe('automatic_action')

    const launch = await cv((d) => {
      const link = action(d, {
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 100, 20],
        A: action(d, { S: 'Launch', F: PDFString.of('cmd.exe') }),
      })
      d.getPage(0).node.set(PDFName.of('Annots'), d.context.obj([link]))
    })
    expect(await findActiveContent(launch)).toBe('launch')

    const submit = await cv((d) =>
      d.catalog.set(PDFName.of('OpenAction'), action(d, { S: 'SubmitForm', F: PDFString.of('https://x.example') })),
    )
    expect(await findActiveContent(submit)).toBe('open_action')
  })

  it('lets a web link through: a portfolio URL in a CV is ordinary', async () => {
    const pdf = await cv((d) => {
      const link = action(d, {
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 100, 20],
        A: action(d, { S: 'URI', URI: PDFString.of('https://github.com/example') }),
      })
      d.getPage(0).node.set(PDFName.of('Annots'), d.context.obj([link]))
    })
    expect(await findActiveContent(pdf)).toBeUndefined()
  })

  it('reads names spelled with #xx escapes, as a hand-made file hides them', async () => {
    const raw = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        '3 0 obj << /S /J#61vaScript /J#53 (app.alert(1)) >> endobj\n' +
        'trailer << /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    )
    expect(await findActiveContent(raw)).toBeDefined()
  })

  it('searches a file it cannot parse, its compressed streams too', async () => {
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.launchURL("x")) >>'))
    const broken = Buffer.concat([
      Buffer.from('%PDF-1.7\n% damaged: no objects, no cross-reference\nstream\n', 'latin1'),
      hidden,
      Buffer.from('\nendstream\n', 'latin1'),
    ])
    expect(await findActiveContent(broken)).toBe('javascript')
    expect(await findActiveContent(Buffer.from('%PDF-1.4\nnothing here\n%%EOF'))).toBeUndefined()
  })

  it('finds the same in a file written without object streams', async () => {
    const pdf = await cv(
      (d) => d.catalog.set(PDFName.of('OpenAction'), action(d, { S: 'JavaScript', JS: PDFString.of('1') })),
      false,
    )
    expect(await findActiveContent(pdf)).toBe('open_action')
  })
})
