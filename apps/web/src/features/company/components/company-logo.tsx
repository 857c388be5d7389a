import { Avatar } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { initialsOf } from '../utils/format'

/** The company's logo, or its initials while there is none (drawing only: the name is written beside it). */
export function CompanyLogo({ name, logoUrl, size = 96 }: { name: string; logoUrl: string | null; size?: number }) {
  const { t } = useTranslation('company')
  return (
    <Avatar
      src={logoUrl}
      alt={logoUrl ? t('logo.alt', { name }) : undefined}
      size={size}
      radius="md"
      color="indigo"
      variant="light"
      styles={{ image: { objectFit: 'contain', background: 'var(--mantine-color-white)' } }}
    >
      <span aria-hidden>{initialsOf(name)}</span>
    </Avatar>
  )
}
