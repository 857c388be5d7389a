import { Alert, Badge, Button, Code, CopyButton, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core'
import {
  IconAlertTriangle,
  IconCheck,
  IconCopy,
  IconDeviceMobile,
  IconDownload,
  IconShieldCheck,
  IconShieldOff,
} from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TwoStepCodeSchema, TwoStepDisableSchema } from '@sentinela/shared/schemas/accounts'
import { DialogActions } from '../../../components/ui/dialog-actions'
import { useDisableTwoStep } from '../api/disable-two-step'
import { useEnableTwoStep } from '../api/enable-two-step'
import { useConnectedAccounts } from '../api/get-connected-accounts'
import { useSetUpTwoStep, type TwoStepSetup } from '../api/set-up-two-step'
import { useSettingsForm } from '../hooks/use-settings-form'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { buildRecoveryCodesFile, downloadTextFile, recoveryCodesFileName } from '../utils/recovery-codes-file'
import { QueryState } from './query-state'
import { PasswordField } from './password-field'
import { SettingsSection, sectionHeadingId } from './settings-section'
import classes from './settings.module.css'

/** Groups a base32 secret in fours, the way authenticator apps show and accept it. */
function groupSecret(secret: string) {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/** Moves focus to a heading when it appears, so keyboard and screen-reader users follow the step change. */
function useFocusOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return ref
}

function SetupSteps({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoStepSetup
  onCancel: () => void
  onEnabled: (codes: string[]) => void
}) {
  const { t } = useTranslation('settings')
  const headingRef = useFocusOnMount<HTMLHeadingElement>()
  const enable = useEnableTwoStep()
  const { form, fields, placeApiError } = useSettingsForm(TwoStepCodeSchema, { code: '' })
  return (
    <Stack gap="md">
      <h3 className={classes.subheading} ref={headingRef} tabIndex={-1}>
        {t('two_step.setup_title')}
      </h3>
      <ol className={classes.setupSteps}>
        <li>
          <Stack gap="sm">
            <Text size="sm">{t('two_step.setup_scan')}</Text>
            <Image src={setup.qrCodeDataUrl} alt={t('two_step.qr_alt')} className={classes.qr} fit="contain" />
            <Text size="sm">{t('two_step.setup_manual')}</Text>
            <Group gap="sm" align="center">
              <Code className={classes.secret}>{groupSecret(setup.secret)}</Code>
              <CopyButton value={setup.secret}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  >
                    {copied ? t('copied') : t('two_step.copy_secret')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </li>
        <li>
          <form
            className={classes.form}
            noValidate
            onSubmit={form.onSubmit((values) => {
              enable.mutate(TwoStepCodeSchema.parse(values).code, {
                onSuccess: (codes) => {
                  notifySuccess(t('two_step.enabled'))
                  onEnabled(codes)
                },
                onError: (error) => {
                  const message = placeApiError(error)
                  if (message) notifyError(message)
                },
              })
            })}
          >
            <Text size="sm">{t('two_step.setup_code')}</Text>
            <TextInput
              label={t('two_step.code_label')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              w={200}
              required
              {...fields.code}
            />
            <div className={classes.actions}>
              <Button type="submit" loading={enable.isPending} leftSection={<IconShieldCheck size={18} aria-hidden />}>
                {t('two_step.confirm')}
              </Button>
              <Button variant="default" onClick={onCancel} disabled={enable.isPending}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </Stack>
  )
}

function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string | undefined; onDone: () => void }) {
  const { t } = useTranslation('settings')
  const headingRef = useFocusOnMount<HTMLHeadingElement>()
  const fileText = buildRecoveryCodesFile(codes, {
    title: t('two_step.codes_file_title'),
    account: email ? t('two_step.codes_file_account', { email }) : undefined,
    note: t('two_step.codes_file_note'),
  })
  return (
    <Stack gap="md">
      <h3 className={classes.subheading} ref={headingRef} tabIndex={-1} id="recovery-codes-heading">
        {t('two_step.codes_title')}
      </h3>
      <Alert
        color="orange"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('two_step.codes_warning_title')}
        // Orange text on its light background is below AA contrast; the icon and frame carry the colour.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {t('two_step.codes_warning')}
      </Alert>
      <ul className={classes.codes} aria-labelledby="recovery-codes-heading">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={classes.actions}>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            >
              {copied ? t('two_step.codes_copied') : t('two_step.copy_codes')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => downloadTextFile(recoveryCodesFileName(), fileText)}
        >
          {t('two_step.download_codes')}
        </Button>
        <Button onClick={onDone}>{t('two_step.codes_done')}</Button>
      </div>
    </Stack>
  )
}

function DisableModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings')
  const disable = useDisableTwoStep()
  const { form, fields, reset, placeApiError } = useSettingsForm(TwoStepDisableSchema, { password: '' })
  const [failure, setFailure] = useState<string>()
  const close = () => {
    reset()
    setFailure(undefined)
    onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('two_step.disable_title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        className={classes.form}
        noValidate
        onSubmit={form.onSubmit((values) => {
          setFailure(undefined)
          disable.mutate(TwoStepDisableSchema.parse(values).password, {
            onSuccess: () => {
              notifySuccess(t('two_step.disabled'))
              close()
            },
            onError: (error) => setFailure(placeApiError(error)),
          })
        })}
      >
        <Text size="sm">{t('two_step.disable_body')}</Text>
        {failure ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
            {failure}
          </Alert>
        ) : null}
        <PasswordField
          label={t('two_step.password_label')}
          autoComplete="current-password"
          required
          data-autofocus
          {...fields.password}
        />
        <DialogActions
          cancelLabel={t('cancel')}
          onCancel={close}
          confirmLabel={t('two_step.disable_confirm')}
          isPending={disable.isPending}
          confirmColor="red"
          confirmIcon={<IconShieldOff size={18} aria-hidden />}
        />
      </form>
    </Modal>
  )
}

function TwoStep({ enabled, email, headingId }: { enabled: boolean; email: string | undefined; headingId: string }) {
  const { t } = useTranslation('settings')
  // When a step closes, its content (and the focus in it) goes away: focus goes back to the section's heading.
  const returnFocus = () => window.requestAnimationFrame(() => document.getElementById(headingId)?.focus())
  const setUp = useSetUpTwoStep()
  const [setup, setSetup] = useState<TwoStepSetup | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [disableOpened, setDisableOpened] = useState(false)

  // The codes are shown once, right after turning it on; they live only in this component's memory.
  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        email={email}
        onDone={() => {
          setRecoveryCodes(null)
          returnFocus()
        }}
      />
    )
  }
  // Set-up stays on screen until its codes are in hand, even once the refreshed status already says "on".
  if (setup) {
    return (
      <SetupSteps
        setup={setup}
        onCancel={() => {
          setSetup(null)
          returnFocus()
        }}
        onEnabled={(codes) => {
          setSetup(null)
          setRecoveryCodes(codes)
        }}
      />
    )
  }

  return (
    <Stack gap="md" align="flex-start">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Badge className={classes.status} color={enabled ? 'teal.9' : 'gray.7'}>
          {enabled ? t('two_step.status_on') : t('two_step.status_off')}
        </Badge>
        <Text size="sm">{enabled ? t('two_step.on_body') : t('two_step.off_body')}</Text>
      </Group>
      {enabled ? (
        <Button
          variant="default"
          leftSection={<IconShieldOff size={18} aria-hidden />}
          onClick={() => setDisableOpened(true)}
        >
          {t('two_step.turn_off')}
        </Button>
      ) : (
        <Button
          leftSection={<IconShieldCheck size={18} aria-hidden />}
          loading={setUp.isPending}
          onClick={() =>
            setUp.mutate(undefined, { onSuccess: setSetup, onError: (error) => notifyError(error.message) })
          }
        >
          {t('two_step.turn_on')}
        </Button>
      )}
      <DisableModal opened={disableOpened} onClose={() => setDisableOpened(false)} />
    </Stack>
  )
}

/** Two-step sign-in with an authenticator app: set-up with a QR code, recovery codes shown once, turning it off. */
export function TwoStepSection({ id, email }: { id: string; email: string | undefined }) {
  const { t } = useTranslation('settings')
  const query = useConnectedAccounts()
  return (
    <SettingsSection
      id={id}
      title={t('two_step.title')}
      description={t('two_step.description')}
      icon={<IconDeviceMobile size={22} />}
    >
      <QueryState query={query}>
        {(data) => <TwoStep enabled={data.twoStepEnabled} email={email} headingId={sectionHeadingId(id)} />}
      </QueryState>
    </SettingsSection>
  )
}
