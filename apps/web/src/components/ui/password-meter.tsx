import { List, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { checkPassword, PASSWORD_CHECKS } from '@sentinela/shared/accounts/password'

/**
 * The five-check password meter (PRODUCT.md: length 12, lower case, upper case, digit, symbol). It reads the same
 * rule the API enforces, from the shared package.
 */
export function PasswordMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation()
  const checks = checkPassword(password)
  const passed = PASSWORD_CHECKS.filter((check) => checks[check]).length
  const color = passed === PASSWORD_CHECKS.length ? 'teal' : passed >= 3 ? 'yellow' : 'red'
  return (
    <Stack gap={6} id={id} aria-live="polite">
      <Progress
        value={(passed / PASSWORD_CHECKS.length) * 100}
        color={color}
        size="sm"
        aria-label={t('password_meter.label')}
      />
      <List spacing={2} size="sm" center>
        {PASSWORD_CHECKS.map((check) => (
          <List.Item
            key={check}
            icon={
              <ThemeIcon color={checks[check] ? 'teal' : 'gray'} size={18} radius="xl" aria-hidden>
                {checks[check] ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={checks[check] ? undefined : 'dimmed'}>
              {t(`password_meter.${check}`)}
              <VisuallyHidden>{checks[check] ? t('password_meter.met') : t('password_meter.not_met')}</VisuallyHidden>
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}
