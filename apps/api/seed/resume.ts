import PDFDocument from 'pdfkit'
import { pino } from 'pino'
import type { Database } from '../src/db/client'
import type { FileStorage } from '../src/lib/storage'
import { CvAnalysisRepository } from '../src/modules/cv-analysis/cv-analysis.repository'
import { CvAnalysisService } from '../src/modules/cv-analysis/cv-analysis.service'
import { DocumentsService } from '../src/modules/resume/documents.service'
import { ResumeRepository } from '../src/modules/resume/resume.repository'
import { ResumeService } from '../src/modules/resume/resume.service'
import { servicesFor } from './profiles'

/** A one-page PDF standing in for a certificate: it says plainly that it is demo data. */
function demoCertificate(name: string, holder: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 60 })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  doc.font('Helvetica-Bold').fontSize(28).text(name, { align: 'center' })
  doc.moveDown().font('Helvetica').fontSize(16).text(`Holder: ${holder}`, { align: 'center' })
  doc
    .moveDown()
    .fontSize(11)
    .text('Sentinela demo document: not issued by the certification body.', { align: 'center' })
  doc.end()
  return done
}

/**
 * Lucía's résumé builder and documents (#20): saved choices (modern template, in Spanish, her own summary), one
 * generated résumé and the proof of her CompTIA Security+ certification, made through the services the API uses.
 * Idempotent: skipped once her choices are saved.
 */
export async function seedResume(db: Database, storage: FileStorage, talents: { lucia: number }) {
  const repository = new ResumeRepository(db)
  if (await repository.findSettings(talents.lucia)) return
  const { framework, service: profiles } = servicesFor(db, storage)
  const documents = new DocumentsService(repository, profiles, storage)
  const cvAnalysis = new CvAnalysisService(
    new CvAnalysisRepository(db),
    storage,
    framework,
    profiles,
    pino({ level: 'silent' }),
  )
  const resume = new ResumeService(repository, profiles, storage, cvAnalysis, documents)
  const choices = {
    template: 'modern' as const,
    language: 'es' as const,
    sections: ['summary', 'experience', 'skills', 'certifications', 'education', 'languages'] as const,
    summary:
      'Analista SOC con cinco años en seguridad: triage de alertas, cacería de amenazas y respuesta a incidentes ' +
      'para clientes de banca y retail en América Latina.',
  }
  await resume.generatePdf(talents.lucia, { ...choices, sections: [...choices.sections] })
  const profile = await profiles.getProfile(talents.lucia)
  const security = profile.certifications.find((item) => item.name === 'CompTIA Security+')
  if (security) {
    const proof = await demoCertificate(security.name, `${profile.firstName} ${profile.lastName}`)
    await documents.attachProof(talents.lucia, security.id, proof, 'comptia-security-plus.pdf')
  }
}
