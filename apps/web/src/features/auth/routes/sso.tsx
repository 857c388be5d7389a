import { Button } from '@mantine/core'
import { IconAlertTriangle, IconLink, IconRoute } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, replace, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PATHS } from '../../../config/paths'
import { usePageTitle } from '../../../hooks/use-page-title'
import { readSession, saveSession, toRole } from '../../../lib/session'
import { useProviders } from '../api/get-providers'
import { OutcomeMessage } from '../components/outcome-message'
import { settingsPath } from '../utils/account-paths'

/** Brand names read the same in every language. */
const GOOGLE = 'Google'
const FALLBACK_ERROR = 'provider_sign_in_failed'

type SsoOutcome = { kind: 'error'; code: string } | { kind: 'linked'; provider: string } | { kind: 'nothing' }

/**
 * Where the API sends the browser back from an identity provider: `?role=…[&subscription=…]` after a sign-in (the
 * session cookie is already set; §4 keeps role and subscription name, then `/` picks the overview), `?error=<code>`
 * when it failed, `?linked=<provider>` when a signed-in person connected a provider from their settings.
 */
export function ssoLoader({ request }: LoaderFunctionArgs): SsoOutcome | Response {
  const params = new URL(request.url).searchParams
  const role = params.get('role')
  if (role) {
    saveSession({ role: toRole(role), subscriptionName: params.get('subscription') || null })
    return replace(PATHS.home)
  }
  const error = params.get('error')
  if (error) return { kind: 'error', code: error }
  const linked = params.get('linked')
  if (linked) return { kind: 'linked', provider: linked }
  return { kind: 'nothing' }
}

function SignInAgain() {
  const { t } = useTranslation('auth')
  return (
    <Button component={Link} to={PATHS.signIn}>
      {t('sso.back')}
    </Button>
  )
}

function LinkedOutcome({ provider }: { provider: string }) {
  const { t } = useTranslation('auth')
  const providers = useProviders()
  const name =
    provider === 'google'
      ? GOOGLE
      : (providers.data?.find((item) => item.provider === provider)?.name ?? t('sso.linked_provider_fallback'))
  const session = readSession()
  return (
    <OutcomeMessage
      icon={<IconLink size={34} stroke={1.6} />}
      title={t('sso.linked_title')}
      body={t('sso.linked_body', { provider: name })}
      actions={
        session ? (
          <Button component={Link} to={settingsPath(session.role)}>
            {t('sso.settings')}
          </Button>
        ) : (
          <SignInAgain />
        )
      }
    />
  )
}

/** /sso (§2): the outcome of a sign-in with Google or the organization's identity provider. */
export function SsoRoute() {
  const { t, i18n } = useTranslation('auth')
  const { t: tCommon } = useTranslation(['common', 'errors'])
  usePageTitle(tCommon('page.sso'))
  const outcome = useLoaderData<typeof ssoLoader>() as SsoOutcome

  if (outcome.kind === 'linked') return <LinkedOutcome provider={outcome.provider} />
  if (outcome.kind === 'error') {
    const code = i18n.exists(`errors:${outcome.code}`) ? outcome.code : FALLBACK_ERROR
    return (
      <OutcomeMessage
        icon={<IconAlertTriangle size={34} stroke={1.6} />}
        title={t('sso.error_title')}
        body={tCommon(`errors:${code}` as `errors:${typeof FALLBACK_ERROR}`)}
        actions={<SignInAgain />}
      />
    )
  }
  return (
    <OutcomeMessage
      icon={<IconRoute size={34} stroke={1.6} />}
      title={t('sso.nothing_title')}
      body={t('sso.nothing_body')}
      actions={<SignInAgain />}
    />
  )
}
