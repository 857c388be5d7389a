import type { PositionRow } from './jobs.repository'

/** schema.org employmentType for the §3 employment type codes. */
const EMPLOYMENT_TYPES: Record<number, string> = {
  0: 'FULL_TIME',
  1: 'PART_TIME',
  2: 'CONTRACTOR',
  3: 'CONTRACTOR',
  4: 'CONTRACTOR',
  5: 'INTERN',
  6: 'OTHER',
  7: 'TEMPORARY',
}

/**
 * The schema.org JobPosting of a public job (what search engines read on the job's page). Only facts the company
 * entered; optional properties are left out rather than guessed.
 */
export function jobPostingOf(position: PositionRow, companyName: string, appUrl: string) {
  const remote = position.modality === 'remote'
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: position.jobTitle,
    description: [position.description, position.requirements].filter(Boolean).join('\n\n'),
    identifier: { '@type': 'PropertyValue', name: companyName, value: String(position.id) },
    datePosted: (position.publishedAt ?? position.createdAt).toISOString(),
    validThrough: `${position.expirationDate}T23:59:59Z`,
    employmentType: EMPLOYMENT_TYPES[position.employmentType] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: companyName },
    url: new URL(`/jobs/${position.id}`, appUrl).toString(),
  }
  if (position.country || position.city) {
    posting.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(position.city ? { addressLocality: position.city } : {}),
        ...(position.country ? { addressCountry: position.country } : {}),
      },
    }
  }
  if (remote) {
    posting.jobLocationType = 'TELECOMMUTE'
    if (position.country) posting.applicantLocationRequirements = { '@type': 'Country', name: position.country }
  }
  if (position.salaryMin !== null || position.salaryMax !== null) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: position.salaryCurrency,
      value: {
        '@type': 'QuantitativeValue',
        ...(position.salaryMin !== null ? { minValue: position.salaryMin } : {}),
        ...(position.salaryMax !== null ? { maxValue: position.salaryMax } : {}),
        unitText: 'YEAR',
      },
    }
  }
  if (position.industry) posting.industry = position.industry
  return posting
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** What goes into the page's <head>: title, description and the JSON-LD block, safe inside HTML. */
export function jobPostingHead(position: PositionRow, companyName: string, appUrl: string) {
  const json = JSON.stringify(jobPostingOf(position, companyName, appUrl)).replace(/</g, '\\u003c')
  const summary = position.description.replace(/\s+/g, ' ').trim().slice(0, 160)
  return [
    `<title>${escapeHtml(`${position.jobTitle} · ${companyName} · Sentinela`)}</title>`,
    `<meta name="description" content="${escapeHtml(summary)}">`,
    `<script type="application/ld+json">${json}</script>`,
  ].join('\n')
}
