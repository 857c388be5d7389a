import { Button, Text, TextInput } from '@mantine/core'
import { IconMailShare, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { EmailSchema, type Account } from '@sentinela/shared/schemas/accounts'
import { useUpdateSecondaryEmail } from '../api/update-secondary-email'
import { useSettingsForm } from '../hooks/use-settings-form'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { QueryState } from './query-state'
import { SettingsSection } from './settings-section'
import classes from './settings.module.css'
import type { UseQueryResult } from '@tanstack/react-query'

/** The form's rule: an address to save. Removing is its own button, which sends null. */
const SecondaryEmailFormSchema = z.strictObject({ secondaryEmail: EmailSchema })

function SecondaryEmailForm({ account }: { account: Account }) {
  const { t } = useTranslation('settings')
  const update = useUpdateSecondaryEmail()
  const current = account.secondaryEmail
  const { form, fields, placeApiError } = useSettingsForm(SecondaryEmailFormSchema, { secondaryEmail: current ?? '' })
  const save = (secondaryEmail: string | null) =>
    update.mutate(secondaryEmail, {
      onSuccess: (saved) => {
        form.setInitialValues({ secondaryEmail: saved.secondaryEmail ?? '' })
        form.setValues({ secondaryEmail: saved.secondaryEmail ?? '' })
        notifySuccess(secondaryEmail === null ? t('secondary_email.removed') : t('secondary_email.saved'))
      },
      onError: (error) => {
        const message = placeApiError(error)
        if (message) notifyError(message)
      },
    })
  const isRemoving = update.isPending && update.variables === null
  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={form.onSubmit((values) => save(SecondaryEmailFormSchema.parse(values).secondaryEmail))}
    >
      <Text size="sm">{current ? t('secondary_email.current', { email: current }) : t('secondary_email.none')}</Text>
      <TextInput
        type="email"
        label={t('secondary_email.label')}
        autoComplete="email"
        required
        {...fields.secondaryEmail}
      />
      <div className={classes.actions}>
        <Button type="submit" loading={update.isPending && !isRemoving} disabled={isRemoving}>
          {t('secondary_email.save')}
        </Button>
        {current ? (
          <Button
            variant="default"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={isRemoving}
            disabled={update.isPending && !isRemoving}
            onClick={() => save(null)}
          >
            {t('secondary_email.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

/** §3: the secondary e-mail that can recover the main one. */
export function SecondaryEmailSection({ id, account }: { id: string; account: UseQueryResult<Account> }) {
  const { t } = useTranslation('settings')
  return (
    <SettingsSection
      id={id}
      title={t('secondary_email.title')}
      description={t('secondary_email.description')}
      icon={<IconMailShare size={22} />}
    >
      <QueryState query={account}>{(data) => <SecondaryEmailForm account={data} />}</QueryState>
    </SettingsSection>
  )
}
