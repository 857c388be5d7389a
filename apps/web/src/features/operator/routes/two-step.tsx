import { Alert, Button, Code, Image, List, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadingStatus } from '../../../components/ui/query-status'
import { useBeginTwoStep } from '../api/begin-two-step'
import { useEnableTwoStep } from '../api/enable-two-step'
import { useOperatorAccount } from '../api/get-operator-account'

/** /operator/two-step: an operator's first stop until two-step sign-in is on (PRODUCT.md). */
export function OperatorTwoStepRoute() {
  const { t } = useTranslation(['content', 'common'])
  const account = useOperatorAccount()
  const begin = useBeginTwoStep()
  const enable = useEnableTwoStep()
  const [code, setCode] = useState('')
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  if (account.isPending) return <LoadingStatus label={t('common:page.operator_two_step')} />
  if (account.data?.twoStepEnabled && !recoveryCodes) return <Navigate to="/operator" replace />

  const onConfirm = (event: FormEvent) => {
    event.preventDefault()
    enable.mutate(code, { onSuccess: (codes) => setRecoveryCodes(codes) })
  }
  return (
    <Stack maw={560}>
      <PageHeader title={t('common:page.operator_two_step')} intro={t('operator.two_step.intro')} />
      {recoveryCodes ? (
        <>
          <Alert color="teal">{t('operator.two_step.recovery')}</Alert>
          <List>
            {recoveryCodes.map((recovery) => (
              <List.Item key={recovery}>
                <Code>{recovery}</Code>
              </List.Item>
            ))}
          </List>
          <Button component={Link} to="/operator" w="fit-content">
            {t('operator.two_step.continue')}
          </Button>
        </>
      ) : !begin.data ? (
        <Button onClick={() => begin.mutate()} loading={begin.isPending} w="fit-content">
          {t('operator.two_step.start')}
        </Button>
      ) : (
        <form onSubmit={onConfirm}>
          <Stack>
            <Image src={begin.data.qrCodeDataUrl} alt={t('operator.two_step.qr_alt')} w={220} h={220} />
            <Text>
              {t('operator.two_step.secret')}: <Code data-testid="totp-secret">{begin.data.secret}</Code>
            </Text>
            <TextInput
              label={t('operator.two_step.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={enable.error?.message}
            />
            <Button type="submit" loading={enable.isPending} w="fit-content">
              {t('operator.two_step.confirm')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  )
}
