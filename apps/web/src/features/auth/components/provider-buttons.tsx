import { Button, Divider, Stack } from '@mantine/core'
import { IconBrandGoogle, IconBuildingSkyscraper } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useProviders, type ProviderKind, type SignInProvider } from '../api/get-providers'
import { useStartProviderSignIn } from '../api/start-provider-sign-in'
import { ErrorAlert } from './error-alert'

const SECONDARY = 'default'

/**
 * "Continue with Google" and "Sign in with <organization>", only for the providers this server has configured.
 * The browser then leaves for the provider, which comes back through the API to /sso.
 */
export function ProviderButtons() {
  const { t } = useTranslation('auth')
  const providers = useProviders()
  const start = useStartProviderSignIn()
  const [leavingFor, setLeavingFor] = useState<ProviderKind | null>(null)
  useEffect(() => {
    // Back from the provider, the browser may restore this page as it was left: busy. It is not any more.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
  if (!providers.data?.length) return null

  const label = (provider: SignInProvider) =>
    provider.provider === 'google'
      ? t('sign_in.continue_with_google')
      : t('sign_in.sign_in_with', { name: provider.name })

  return (
    <Stack gap="sm">
      <Divider label={t('sign_in.or')} labelPosition="center" />
      <Stack gap="sm" role="group" aria-label={t('sign_in.providers_label')}>
        {providers.data.map((provider) => (
          <Button
            key={provider.provider}
            variant={SECONDARY}
            fullWidth
            leftSection={
              provider.provider === 'google' ? (
                <IconBrandGoogle size={18} aria-hidden />
              ) : (
                <IconBuildingSkyscraper size={18} aria-hidden />
              )
            }
            loading={leavingFor === provider.provider}
            disabled={leavingFor !== null && leavingFor !== provider.provider}
            onClick={() => {
              setLeavingFor(provider.provider)
              start.mutate(provider.provider, {
                onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
                onError: () => setLeavingFor(null),
              })
            }}
          >
            {label(provider)}
          </Button>
        ))}
      </Stack>
      {start.error ? <ErrorAlert title={t('sign_in.provider_error_title')} message={start.error.message} /> : null}
    </Stack>
  )
}
