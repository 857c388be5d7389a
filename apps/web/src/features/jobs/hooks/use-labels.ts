import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { OPTION_LIST_NAMES, type OptionListName } from '@sentinela/shared/master-data/option-lists'

type Label = (code: string | number) => string

export interface Labels {
  /** One labeller per §3 option list: `labels.option.modality('remote')` → "Remote". */
  option: Record<OptionListName, Label>
  industry: Label
  /** Where an application stands, written to the talent ("You applied", not "Talent applied to job"). */
  talentStatus: Label
}

/**
 * Labels for stored codes (§3: the code is stored, the label translated): option lists from the `options` catalog,
 * industries from `master-data`. An unknown code shows as itself rather than as a catalog key.
 *
 * `industries: false` leaves the catalog of every industry unloaded, for screens that name none or get the name
 * from the API (a job's `industryName`): a public job page stays light (issue #13).
 */
export function useLabels({ industries = true }: { industries?: boolean } = {}): Labels {
  const { t, i18n } = useTranslation(industries ? ['options', 'master-data'] : ['options'])
  return useMemo(() => {
    const labeller =
      (prefix: string): Label =>
      (code) => {
        const key = `${prefix}.${code}`
        return i18n.exists(key) ? (t as unknown as (key: string) => string)(key) : String(code)
      }
    return {
      option: Object.fromEntries(OPTION_LIST_NAMES.map((list) => [list, labeller(`options:${list}`)])) as Record<
        OptionListName,
        Label
      >,
      industry: labeller('master-data:industry'),
      talentStatus: labeller('options:communication_status_talent'),
    }
    // `i18n.language` is read so the labels follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n, i18n.language])
}
