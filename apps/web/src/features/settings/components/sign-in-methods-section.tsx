import { Badge, Button, Text, ThemeIcon } from '@mantine/core'
import { IconBrandGoogle, IconBuildingSkyscraper, IconKey, IconLogin2, IconPassword } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useConnectProvider } from '../api/connect-provider'
import { useConnectedAccounts, type ConnectedAccounts, type Provider } from '../api/get-connected-accounts'
import { formatDate } from '../utils/security-events'
import { notifyError } from '../../../lib/notify'
import { QueryState } from './query-state'
import { SettingsSection } from './settings-section'
import classes from './settings.module.css'

const PROVIDER_ICONS: Record<Provider, typeof IconBrandGoogle> = {
  google: IconBrandGoogle,
  sso: IconBuildingSkyscraper,
}

interface ProviderRow {
  provider: Provider
  name: string
  connection: ConnectedAccounts['accounts'][number] | undefined
  canConnect: boolean
}

/** Every provider the account is connected to or could connect to, once each. */
function listProviders(data: ConnectedAccounts, fallbackName: (provider: Provider) => string): ProviderRow[] {
  const providers = [
    ...new Set<Provider>([
      ...data.accounts.map((account) => account.provider),
      ...data.availableProviders.map((entry) => entry.provider),
    ]),
  ]
  return providers.map((provider) => {
    const available = data.availableProviders.find((entry) => entry.provider === provider)
    return {
      provider,
      name: available?.name ?? fallbackName(provider),
      connection: data.accounts.find((account) => account.provider === provider),
      canConnect: available !== undefined,
    }
  })
}

function SignInMethods({ data }: { data: ConnectedAccounts }) {
  const { t, i18n } = useTranslation('settings')
  const connect = useConnectProvider()
  const rows = listProviders(data, (provider) => t(`sign_in.provider.${provider}`))
  return (
    <div>
      <div className={classes.row}>
        <ThemeIcon size={36} color="gray" aria-hidden>
          <IconPassword size={20} />
        </ThemeIcon>
        <div className={classes.rowText}>
          <Text fw={600}>{t('sign_in.password')}</Text>
          <Text size="sm" c="dimmed">
            {data.hasPassword ? t('sign_in.password_set') : t('sign_in.password_not_set')}
          </Text>
        </div>
        <Badge className={classes.rowAction} color={data.hasPassword ? 'teal.9' : 'gray.7'}>
          {data.hasPassword ? t('sign_in.status_set') : t('sign_in.status_not_set')}
        </Badge>
      </div>
      {rows.map((row) => {
        const Icon = PROVIDER_ICONS[row.provider]
        const date = row.connection ? formatDate(row.connection.connectedAt, i18n.language) : ''
        const isConnecting = connect.isPending && connect.variables === row.provider
        return (
          <div className={classes.row} key={row.provider}>
            <ThemeIcon size={36} color="gray" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <div className={classes.rowText}>
              <Text fw={600}>{row.name}</Text>
              <Text size="sm" c="dimmed">
                {row.connection
                  ? row.connection.email
                    ? t('sign_in.connected_as', { email: row.connection.email, date })
                    : t('sign_in.connected_on', { date })
                  : t('sign_in.not_connected', { name: row.name })}
              </Text>
            </div>
            {row.connection ? (
              <Badge className={classes.rowAction} color="teal.9">
                {t('sign_in.status_connected')}
              </Badge>
            ) : row.canConnect ? (
              <Button
                className={classes.rowAction}
                variant="default"
                leftSection={<IconLogin2 size={18} aria-hidden />}
                loading={isConnecting || (connect.isSuccess && connect.variables === row.provider)}
                onClick={() => connect.mutate(row.provider, { onError: (error) => notifyError(error.message) })}
              >
                {t('sign_in.connect', { name: row.name })}
              </Button>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}

/** §2 "sign-in method": password, connected accounts and the providers that can still be connected. */
export function SignInMethodsSection({ id }: { id: string }) {
  const { t } = useTranslation('settings')
  const query = useConnectedAccounts()
  return (
    <SettingsSection
      id={id}
      title={t('sign_in.title')}
      description={t('sign_in.description')}
      icon={<IconKey size={22} />}
    >
      <QueryState query={query}>{(data) => <SignInMethods data={data} />}</QueryState>
    </SettingsSection>
  )
}
