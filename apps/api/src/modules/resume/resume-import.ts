import yauzl from 'yauzl'
import { z } from 'zod'
import { LANGUAGE_CODES } from '@sentinela/shared/master-data/languages'
import type { OPTION_LISTS } from '@sentinela/shared/master-data/option-lists'
import type { CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'
import { MAX_LIST_ITEMS } from '@sentinela/shared/schemas/profile'
import { IMPORT_ZIP_MAX_ENTRIES, IMPORT_ZIP_MAX_UNCOMPRESSED_BYTES } from '@sentinela/shared/schemas/resume'
import { AppError, ErrorCode } from '../../lib/app-error'

/** What an import found, in the CV review's own shape (work roles are matched later from `text`). */
export interface ImportedResume {
  source: 'json_resume' | 'linkedin'
  found: Omit<CvSuggestions, 'workRoles'>
  /** The imported words (titles, descriptions, skills) the role matching reads, as a CV's text would be. */
  text: string
}

type Found = ImportedResume['found']
type LanguageLevel = (typeof OPTION_LISTS.language_level)[number]

const IMPORT_LIMITS = {
  maxEntries: IMPORT_ZIP_MAX_ENTRIES,
  maxUncompressedBytes: IMPORT_ZIP_MAX_UNCOMPRESSED_BYTES,
  /** One CSV of an export: far above any real one. */
  maxEntryBytes: 5 * 1024 * 1024,
  maxTextChars: 100_000,
}

const tooLarge = () =>
  new AppError(ErrorCode.RESUME_IMPORT_TOO_LARGE, {
    params: { entries: IMPORT_LIMITS.maxEntries, limit: IMPORT_LIMITS.maxUncompressedBytes / 1024 / 1024 },
  })

/** A JSON Resume file or a LinkedIn data export ZIP, told apart by content; anything else is refused. */
export async function readImport(bytes: Buffer): Promise<ImportedResume> {
  const isZip = bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50
  const imported = isZip ? await readLinkedInExport(bytes) : readJsonResume(bytes)
  const { found } = imported
  const total =
    found.experiences.length + found.educations.length + found.certifications.length + found.languages.length
  if (total === 0 && !found.currentJobTitle) throw new AppError(ErrorCode.RESUME_IMPORT_EMPTY)
  return imported
}

// ---------------------------------------------------------------------------------------------------------------
// Shared readings: text, dates, languages.

const clip = (value: unknown, max: number) => {
  if (typeof value !== 'string') return null
  const text = value.replace(/\s+/g, ' ').trim()
  return text ? text.slice(0, max) : null
}

const MONTHS: Record<string, number> = {}
for (const [index, names] of [
  ['jan', 'ene', 'janeiro', 'enero', 'january'],
  ['feb', 'fev', 'febrero', 'fevereiro', 'february'],
  ['mar', 'marzo', 'março', 'marco', 'march'],
  ['apr', 'abr', 'abril', 'april'],
  ['may', 'mai', 'mayo', 'maio'],
  ['jun', 'junio', 'junho', 'june'],
  ['jul', 'julio', 'julho', 'july'],
  ['aug', 'ago', 'agosto', 'august'],
  ['sep', 'sept', 'set', 'septiembre', 'setembro', 'september'],
  ['oct', 'out', 'octubre', 'outubro', 'october'],
  ['nov', 'noviembre', 'novembro', 'november'],
  ['dec', 'dic', 'dez', 'diciembre', 'dezembro', 'december'],
].entries()) {
  for (const name of names) MONTHS[name] = index + 1
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * A date as the profile keeps it (YYYY-MM-DD, the 1st when only a month is known), from what exports write:
 * `2021-03-15`, `2021-03`, `2021`, `Mar 2021`, `março 2021`, `03/2021`. Null when it is none of those.
 */
export function readDate(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim().toLowerCase().replace(/\.$/, '')
  let match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(text)
  if (match) {
    const month = Number(match[2])
    const day = match[3] ?? '01'
    if (month < 1 || month > 12 || Number(day) < 1 || Number(day) > 31) return null
    return `${match[1]}-${pad(month)}-${day}`
  }
  if ((match = /^(\d{4})$/.exec(text))) return `${match[1]}-01-01`
  if ((match = /^(\d{1,2})\/(\d{4})$/.exec(text))) {
    const month = Number(match[1])
    return month >= 1 && month <= 12 ? `${match[2]}-${pad(month)}-01` : null
  }
  if ((match = /^([\p{L}.]+)(?:\s+de)?\s+(\d{4})$/u.exec(text))) {
    const month = MONTHS[match[1]!.replace(/\.$/, '')]
    return month ? `${match[2]}-${pad(month)}-01` : null
  }
  return null
}

const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()

/** Language names in English, Spanish and Portuguese (and the codes themselves) → ISO 639-1 code. */
let languageIndex: Map<string, (typeof LANGUAGE_CODES)[number]> | undefined
function languageCodeOf(name: unknown) {
  if (typeof name !== 'string') return undefined
  if (!languageIndex) {
    languageIndex = new Map()
    for (const display of ['en', 'es', 'pt']) {
      const names = new Intl.DisplayNames([display], { type: 'language' })
      for (const code of LANGUAGE_CODES) {
        languageIndex.set(plain(names.of(code) ?? code), code)
        languageIndex.set(code, code)
      }
    }
  }
  return languageIndex.get(plain(name))
}

/** LinkedIn's proficiency names and the words JSON Resume files use for fluency, in three languages. */
function levelOf(fluency: unknown): LanguageLevel {
  const text = typeof fluency === 'string' ? plain(fluency) : ''
  if (/native|bilingu|nativ|materna/.test(text)) return 'native_or_bilingual'
  if (/elementary|basic|basico|beginner|principiante|iniciante|elemental/.test(text)) return 'beginner'
  if (/limited|intermedi|conversation|conversac|conversac/.test(text)) return 'intermediate'
  if (/full professional|professional|fluent|fluido|fluente|advanced|avanzado|avancado|proficien/.test(text)) {
    return 'proficient'
  }
  return 'intermediate'
}

function emptyFound(): Found {
  return {
    email: null,
    phone: null,
    currentJobTitle: null,
    experiences: [],
    educations: [],
    certifications: [],
    languages: [],
    clearance: null,
  }
}

/** Languages once each (the first level wins), bounded like every profile list. */
function uniqueLanguages(items: Found['languages']) {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(item.language) && seen.add(item.language)).slice(0, MAX_LIST_ITEMS)
}

const textOf = (parts: (string | null | undefined)[]) =>
  parts
    .filter((part): part is string => Boolean(part))
    .join('\n')
    .slice(0, IMPORT_LIMITS.maxTextChars)

// ---------------------------------------------------------------------------------------------------------------
// JSON Resume (https://jsonresume.org/schema, v1.0.0).

/** Each list read leniently: an item of the wrong shape is skipped, the others kept. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .default([])
    .transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value)
        return parsed.success ? [parsed.data as z.output<T>] : []
      }),
    )
const text = z.string().catch('').default('')

const JsonResumeSchema = z.object({
  basics: z
    .object({ label: text, email: text, phone: text, summary: text })
    .catch({ label: '', email: '', phone: '', summary: '' })
    .default({ label: '', email: '', phone: '', summary: '' }),
  work: list(
    z.object({
      name: text,
      company: text,
      position: text,
      startDate: text,
      endDate: text,
      summary: text,
      highlights: z.array(z.string()).catch([]).default([]),
    }),
  ),
  education: list(z.object({ institution: text, area: text, studyType: text, endDate: text })),
  certificates: list(z.object({ name: text, issuer: text, date: text })),
  skills: list(z.object({ name: text, keywords: z.array(z.string()).catch([]).default([]) })),
  languages: list(z.object({ language: text, fluency: text })),
  projects: list(z.object({ name: text, description: text })),
})

/** A JSON Resume file: read as JSON (not evaluated), mapped field by field, each field bounded. */
export function readJsonResume(bytes: Buffer): ImportedResume {
  let json: unknown
  try {
    json = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''))
  } catch {
    throw new AppError(ErrorCode.RESUME_IMPORT_INVALID)
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new AppError(ErrorCode.RESUME_IMPORT_INVALID)
  const keys = ['basics', 'work', 'education', 'certificates', 'skills', 'languages']
  if (!keys.some((key) => key in json)) throw new AppError(ErrorCode.RESUME_IMPORT_INVALID)
  const resume = JsonResumeSchema.parse(json)
  const found = emptyFound()
  found.currentJobTitle = clip(resume.basics.label, 120)
  found.email = clip(resume.basics.email, 254)
  found.phone = clip(resume.basics.phone, 40)
  found.experiences = resume.work
    .map((item) => {
      const endDate = readDate(item.endDate)
      return {
        jobTitle: clip(item.position, 120) ?? '',
        company: clip(item.name || item.company, 120) ?? '',
        startDate: readDate(item.startDate),
        endDate,
        currentlyWorksHere: endDate === null,
      }
    })
    .filter((item) => item.jobTitle && item.company)
    .slice(0, MAX_LIST_ITEMS)
  found.educations = resume.education
    .map((item) => ({
      school: clip(item.institution, 160) ?? '',
      degree: clip(item.studyType || item.area, 160) ?? '',
      fieldOfStudy: item.studyType ? clip(item.area, 160) : null,
      graduationDate: readDate(item.endDate),
    }))
    .filter((item) => item.school && item.degree)
    .slice(0, MAX_LIST_ITEMS)
  found.certifications = resume.certificates
    .map((item) => ({
      name: clip(item.name, 160) ?? '',
      issuingEntity: clip(item.issuer, 160),
      dateIssued: readDate(item.date),
    }))
    .filter((item) => item.name)
    .slice(0, MAX_LIST_ITEMS)
  found.languages = uniqueLanguages(
    resume.languages.flatMap((item) => {
      const language = languageCodeOf(item.language)
      return language ? [{ language, level: levelOf(item.fluency) }] : []
    }),
  )
  return {
    source: 'json_resume',
    found,
    text: textOf([
      resume.basics.label,
      resume.basics.summary,
      ...resume.work.flatMap((item) => [item.position, item.summary, ...item.highlights]),
      ...resume.skills.flatMap((item) => [item.name, ...item.keywords]),
      ...resume.certificates.map((item) => item.name),
      ...resume.projects.flatMap((item) => [item.name, item.description]),
    ]),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// LinkedIn data export: a ZIP of CSV files.

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; a BOM is dropped. */
export function parseCsv(content: string): Record<string, string>[] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const input = content.replace(/^\uFEFF/, '')
  for (let index = 0; index < input.length; index++) {
    const character = input[index]!
    if (quoted) {
      if (character === '"' && input[index + 1] === '"') {
        field += '"'
        index++
      } else if (character === '"') quoted = false
      else field += character
    } else if (character === '"') quoted = true
    else if (character === ',') {
      row.push(field)
      field = ''
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && input[index + 1] === '\n') index++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += character
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  const [header, ...records] = rows.filter((cells) => cells.some((cell) => cell.trim() !== ''))
  if (!header) return []
  const names = header.map((name) => name.trim())
  return records.map((cells) => Object.fromEntries(names.map((name, index) => [name, cells[index]?.trim() ?? ''])))
}

/** The files of an export this import reads, by name wherever they sit in the archive. */
const LINKEDIN_FILES = ['positions', 'education', 'certifications', 'languages', 'skills', 'profile'] as const
type LinkedInFile = (typeof LINKEDIN_FILES)[number]

/**
 * Reads the CSVs of a LinkedIn export, inside bounds checked before anything is inflated: the number of entries and
 * the total their central directory declares (a zip bomb is refused whole), and each read entry's real size
 * (yauzl checks it against the declared one).
 */
async function unzipCsvFiles(bytes: Buffer): Promise<Partial<Record<LinkedInFile, string>>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, file) =>
      error || !file ? reject(new AppError(ErrorCode.RESUME_IMPORT_INVALID, { cause: error })) : resolve(file),
    ),
  )
  if (zip.entryCount > IMPORT_LIMITS.maxEntries) {
    zip.close()
    throw tooLarge()
  }
  const files: Partial<Record<LinkedInFile, string>> = {}
  let declared = 0
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close()
      reject(error)
    }
    zip.on('error', (error: Error) => fail(new AppError(ErrorCode.RESUME_IMPORT_INVALID, { cause: error })))
    zip.on('end', () => resolve())
    zip.on('entry', (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize
      if (declared > IMPORT_LIMITS.maxUncompressedBytes) return fail(tooLarge())
      const name = entry.fileName.split('/').pop()?.toLowerCase() ?? ''
      const wanted = LINKEDIN_FILES.find((file) => name === `${file}.csv`)
      if (!wanted || files[wanted] !== undefined) return zip.readEntry()
      if (entry.uncompressedSize > IMPORT_LIMITS.maxEntryBytes) return fail(tooLarge())
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(new AppError(ErrorCode.RESUME_IMPORT_INVALID, { cause: error }))
        const chunks: Buffer[] = []
        let size = 0
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > IMPORT_LIMITS.maxEntryBytes) {
            stream.destroy()
            fail(tooLarge())
          } else chunks.push(chunk)
        })
        stream.on('error', (streamError) => fail(new AppError(ErrorCode.RESUME_IMPORT_INVALID, { cause: streamError })))
        stream.on('end', () => {
          files[wanted] = Buffer.concat(chunks).toString('utf8')
          zip.readEntry()
        })
      })
    })
    zip.readEntry()
  })
  return files
}

/** The columns LinkedIn writes, read case-insensitively (exports have changed capitalisation over the years). */
const column = (record: Record<string, string>, ...names: string[]) => {
  for (const name of names) {
    const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name.toLowerCase())
    if (key && record[key]) return record[key]
  }
  return ''
}

/** A LinkedIn data export: Positions, Education, Certifications, Languages, Skills and Profile CSVs. */
export async function readLinkedInExport(bytes: Buffer): Promise<ImportedResume> {
  const files = await unzipCsvFiles(bytes)
  if (!LINKEDIN_FILES.some((file) => files[file] !== undefined)) throw new AppError(ErrorCode.RESUME_IMPORT_INVALID)
  const table = (file: LinkedInFile) => (files[file] ? parseCsv(files[file]) : [])
  const positions = table('positions')
  const skills = table('skills')
  const profile = table('profile')[0]
  const found = emptyFound()
  found.currentJobTitle = profile ? clip(column(profile, 'Headline'), 120) : null
  found.experiences = positions
    .map((record) => {
      const endDate = readDate(column(record, 'Finished On', 'End Date'))
      return {
        jobTitle: clip(column(record, 'Title'), 120) ?? '',
        company: clip(column(record, 'Company Name', 'Company'), 120) ?? '',
        startDate: readDate(column(record, 'Started On', 'Start Date')),
        endDate,
        currentlyWorksHere: endDate === null,
      }
    })
    .filter((item) => item.jobTitle && item.company)
    .slice(0, MAX_LIST_ITEMS)
  found.educations = table('education')
    .map((record) => {
      const degree = clip(column(record, 'Degree Name', 'Degree'), 160)
      return {
        school: clip(column(record, 'School Name', 'School'), 160) ?? '',
        degree: degree ?? '',
        fieldOfStudy: clip(column(record, 'Field Of Study', 'Notes'), 160),
        graduationDate: readDate(column(record, 'End Date', 'Finished On')),
      }
    })
    .filter((item) => item.school && item.degree)
    .slice(0, MAX_LIST_ITEMS)
  found.certifications = table('certifications')
    .map((record) => ({
      name: clip(column(record, 'Name'), 160) ?? '',
      issuingEntity: clip(column(record, 'Authority'), 160),
      dateIssued: readDate(column(record, 'Started On', 'Start Date')),
    }))
    .filter((item) => item.name)
    .slice(0, MAX_LIST_ITEMS)
  found.languages = uniqueLanguages(
    table('languages').flatMap((record) => {
      const language = languageCodeOf(column(record, 'Name'))
      return language ? [{ language, level: levelOf(column(record, 'Proficiency')) }] : []
    }),
  )
  return {
    source: 'linkedin',
    found,
    text: textOf([
      profile ? column(profile, 'Headline') : null,
      profile ? column(profile, 'Summary') : null,
      ...positions.flatMap((record) => [column(record, 'Title'), column(record, 'Description')]),
      ...skills.map((record) => column(record, 'Name')),
      ...found.certifications.map((item) => item.name),
    ]),
  }
}
