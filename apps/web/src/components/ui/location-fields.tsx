import { Select, TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { useRegions } from '../../lib/get-regions'
import { type searchableSelectProps, toSelectData } from '../../lib/select-options'

export interface LocationFieldsProps {
  /** The master data's countries: the choices, and which of them have regions to choose from. */
  countries: MasterData['countries']
  /** The form's country and region codes ('' while none is chosen). */
  values: { country: string; region: string }
  /** The three fields' input props from the form. */
  fields: Record<'country' | 'region' | 'city', GetInputPropsReturnType>
  /** Empties the region without checking it: a new country's regions are other ones. */
  clearRegion: () => void
  labels: { country: string; region: string; city: string }
  /** The searchable selects' props, in the screen's words. */
  searchable: ReturnType<typeof searchableSelectProps>
}

/**
 * Country, then its state or region (only for a country that has some, loaded once it is chosen), then the city: the
 * same three fields on every form that asks where someone is. They sit in the form's own field grid.
 */
export function LocationFields({ countries, values, fields, clearRegion, labels, searchable }: LocationFieldsProps) {
  const country = countries.find((entry) => entry.code === values.country)
  const regions = useRegions(values.country || null, country?.hasRegions ?? false)
  return (
    <>
      <Select
        label={labels.country}
        data={toSelectData(countries)}
        {...searchable}
        {...fields.country}
        value={values.country || null}
        onChange={(value) => {
          fields.country.onChange(value ?? '')
          clearRegion()
        }}
      />
      {country?.hasRegions ? (
        <Select
          label={labels.region}
          data={toSelectData(regions.data)}
          {...searchable}
          disabled={!regions.data}
          {...fields.region}
          value={values.region || null}
          onChange={(value) => fields.region.onChange(value ?? '')}
        />
      ) : null}
      <TextInput label={labels.city} autoComplete="address-level2" {...fields.city} />
    </>
  )
}
