import { z } from 'zod'
import { LabelledOptionSchema } from './common'

const DescribedOptionSchema = z.object({ code: z.string(), name: z.string(), description: z.string() })

/**
 * An option a picker also finds by other names (`keywords`): a country by its name in English, Spanish and
 * Portuguese, a nationality by its demonyms ("peruana", "peruano", "Peruvian"), whatever the interface language.
 */
const SearchableOptionSchema = LabelledOptionSchema.extend({ keywords: z.string() })

/** Everything forms pick from (§3), labels in the caller's language. */
export const MasterDataSchema = z.object({
  optionLists: z.record(z.string(), z.array(LabelledOptionSchema)),
  industries: z.array(LabelledOptionSchema),
  languages: z.array(SearchableOptionSchema),
  countries: z.array(SearchableOptionSchema.extend({ hasRegions: z.boolean() })),
  /** Nationalities are countries (the ISO code is stored), labelled by their demonym. */
  nationalities: z.array(SearchableOptionSchema),
  personalityTypes: z.array(z.object({ code: z.string(), nickname: z.string(), description: z.string() })),
  howToStart: z.object({
    talent: z.array(DescribedOptionSchema.extend({ label: z.string() })),
    company: z.array(DescribedOptionSchema.extend({ label: z.string() })),
  }),
  cyberJobCategories: z.array(DescribedOptionSchema),
})
export type MasterData = z.infer<typeof MasterDataSchema>

export const CountryCodeParamsSchema = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'invalid_format')
    .transform((code) => code.toUpperCase()),
})

/** A region is an ISO 3166-2 subdivision: `MX-CMX`. */
export const RegionSchema = z.object({ code: z.string(), label: z.string() })
