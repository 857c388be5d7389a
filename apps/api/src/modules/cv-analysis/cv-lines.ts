/** Lower case without accents: how every word list of the CV reading is compared. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Text as a regular expression matching it literally. */
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export type Section =
  'header' | 'summary' | 'experience' | 'education' | 'certifications' | 'languages' | 'skills' | 'clearance' | 'other'

/** A line of the CV with the section it is under. */
export interface RawLine {
  text: string
  section: Section
}

/** Section headings CVs use in en/es/pt, folded. */
const HEADINGS: readonly (readonly [Section, readonly string[]])[] = [
  [
    'experience',
    [
      'experience',
      'work experience',
      'professional experience',
      'employment',
      'employment history',
      'work history',
      'career history',
      'experiencia',
      'experiencia laboral',
      'experiencia profesional',
      'trayectoria',
      'trayectoria profesional',
      'historial laboral',
      'experiencia professional',
      'historico profissional',
      'experiencias',
      'experiencias profissionais',
      'experiencia profissional',
    ],
  ],
  [
    'education',
    [
      'education',
      'academic background',
      'educacion',
      'formacion',
      'formacion academica',
      'estudios',
      'educacao',
      'formacao',
      'formacao academica',
      'escolaridade',
    ],
  ],
  [
    'certifications',
    [
      'certifications',
      'certificates',
      'licenses & certifications',
      'licenses and certifications',
      'certificaciones',
      'certificados',
      'certificacoes',
      'certificacoes e cursos',
      'certifications & training',
      'credentials',
      'acreditaciones',
    ],
  ],
  ['languages', ['languages', 'language skills', 'idiomas', 'lenguas', 'linguas', 'idiomas e niveis']],
  [
    'skills',
    [
      'skills',
      'technical skills',
      'core skills',
      'tools',
      'tools & technologies',
      'habilidades',
      'competencias',
      'competencias tecnicas',
      'conocimientos',
      'herramientas',
      'conhecimentos',
      'ferramentas',
      'habilidades tecnicas',
      'aptitudes',
      'tecnologias',
    ],
  ],
  [
    'summary',
    [
      'summary',
      'profile',
      'professional summary',
      'about me',
      'objective',
      'career objective',
      'resumen',
      'perfil',
      'perfil profesional',
      'sobre mi',
      'objetivo',
      'resumo',
      'perfil profissional',
      'sobre mim',
      'resumo profissional',
    ],
  ],
  ['clearance', ['security clearance', 'clearance', 'habilitacion de seguridad', 'credencial de seguranca']],
  [
    'other',
    [
      'projects',
      'proyectos',
      'projetos',
      'references',
      'referencias',
      'volunteer',
      'volunteering',
      'voluntariado',
      'awards',
      'premios',
      'premiacoes',
      'interests',
      'intereses',
      'interesses',
      'courses',
      'cursos',
      'publications',
      'publicaciones',
      'publicacoes',
      'contact',
      'contacto',
      'contato',
      'hobbies',
      'activities',
      'actividades',
      'atividades',
    ],
  ],
]

function headingOf(line: string): Section | undefined {
  const folded = fold(line)
    .replace(/[:|•·\-–—_]+\s*$/, '')
    .replace(/^[#•·\s]+/, '')
    .trim()
  if (!folded || folded.split(/\s+/).length > 5) return undefined
  for (const [section, words] of HEADINGS) if (words.includes(folded)) return section
  return undefined
}

/** The CV's non-empty lines, each under the last heading above it (the header before any); headings left out. */
export function readLines(text: string): RawLine[] {
  const rawLines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const lines: RawLine[] = []
  let section: Section = 'header'
  for (const line of rawLines) {
    const heading = headingOf(line)
    if (heading) {
      section = heading
      continue
    }
    lines.push({ text: line, section })
  }
  return lines
}

/** A piece of a line without the separators and spaces around it. */
export function cleanPart(text: string) {
  return text
    .replace(/^[\s|•·,;:()\-–—]+|[\s|•·,;:()\-–—]+$/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

/** A bullet or a paragraph: what a job or a degree did, not the line that names it. */
export const isBullet = (text: string) => /^[•·▪■◦●*\-–]\s/.test(text) || text.length > 110
