import { Button, Checkbox, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core'
import type { CareerBasicsInput, CareerDetail } from '@sentinela/shared/schemas/careers'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toRoleGroups, useWorkRoles } from '../../../lib/list-work-roles'
import { readSession } from '../../../lib/session'

/** Name, description, flags and target roles of a path (create and /career/BasicInformationCareer). */
export function CareerForm({
  initial,
  submitLabel,
  isPending,
  onSubmit,
}: {
  initial?: CareerDetail
  submitLabel: string
  isPending: boolean
  onSubmit: (values: CareerBasicsInput) => void
}) {
  const { t } = useTranslation('careers')
  const roles = useWorkRoles()
  const [name, setName] = useState(initial?.name ?? '')
  const [description, setDescription] = useState(initial?.description ?? '')
  const [securityLevel, setSecurityLevel] = useState(initial?.securityLevel ?? '')
  const [clearanceRequired, setClearance] = useState(initial?.clearanceRequired ?? false)
  const [polygraphRequired, setPolygraph] = useState(initial?.polygraphRequired ?? false)
  const [isPublic, setPublic] = useState(initial?.isPublic ?? false)
  const [workRoleCodes, setRoles] = useState<string[]>(initial?.workRoles.map((role) => role.code) ?? [])
  const isCompany = readSession()?.role === 'company'
  const options = toRoleGroups(roles.data)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit({
          name,
          description,
          securityLevel: securityLevel.trim() || null,
          clearanceRequired,
          polygraphRequired,
          isPublic,
          workRoleCodes,
        })
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('fields.name')}
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={3}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <MultiSelect
          label={t('fields.roles')}
          data={options}
          value={workRoleCodes}
          onChange={setRoles}
          searchable
          maxValues={10}
        />
        <TextInput
          label={t('fields.security_level')}
          value={securityLevel}
          onChange={(event) => setSecurityLevel(event.currentTarget.value)}
        />
        <Checkbox
          label={t('fields.clearance')}
          checked={clearanceRequired}
          onChange={(event) => setClearance(event.currentTarget.checked)}
        />
        <Checkbox
          label={t('fields.polygraph')}
          checked={polygraphRequired}
          onChange={(event) => setPolygraph(event.currentTarget.checked)}
        />
        {isCompany ? (
          <Checkbox
            label={t('fields.public')}
            checked={isPublic}
            onChange={(event) => setPublic(event.currentTarget.checked)}
          />
        ) : null}
        <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}
