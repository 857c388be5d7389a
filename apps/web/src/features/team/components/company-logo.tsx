import { Avatar } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { initialsOf } from '../utils/team'

/** The company's logo, or its initials while there is none (drawing only: the name is written beside it). */
export function CompanyLogo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const { t } = useTranslation('team')
  return (
    <Avatar
      src={logoUrl}
      alt={logoUrl ? t('relations.logo_alt', { company: name }) : undefined}
      size={56}
      radius="md"
      color="indigo"
      variant="light"
      styles={{ image: { objectFit: 'contain', background: 'var(--mantine-color-white)' } }}
    >
      <span aria-hidden>{initialsOf(name)}</span>
    </Avatar>
  )
}
