import { Alert, Anchor, Button, Paper, Text, TextInput, Title } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck, IconLink } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ConfirmAwardLinkInputSchema, type ConfirmAwardLinkResult } from '@sentinela/shared/schemas/awards'
import { ApiError } from '../../../lib/api-client'
import { translateKey } from '../../../lib/form-errors'
import { useConfirmAwardLink } from '../api/confirm-award-link'
import { nomineePath } from '../utils/countries'
import classes from './awards.module.css'

/**
 * A nominated teacher enters the code from the nomination e-mail (XXXX-XXXX) to link the nominee profile to their
 * talent account (`confirmAwardLink`). The e-mailed link carries the code as `?code=`, which fills the field.
 */
export function LinkProfileForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation(['awards', 'validation'])
  const confirm = useConfirmAwardLink()
  const [code, setCode] = useState(initialCode)
  const [error, setError] = useState<string | undefined>()
  const [linked, setLinked] = useState<ConfirmAwardLinkResult | undefined>()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = ConfirmAwardLinkInputSchema.safeParse({ code })
    if (!parsed.success) {
      setError(
        translateKey(
          t as unknown as TFunction,
          `validation:${parsed.error.issues[0]?.message ?? 'award_code_invalid'}`,
        ),
      )
      return
    }
    setError(undefined)
    confirm.mutate(parsed.data.code, {
      onSuccess: (result) => {
        setLinked(result)
        setCode('')
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError ? (failure.errors[0]?.message ?? failure.message) : String(failure.message),
        ),
    })
  }

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="award-link">
      <Title order={2} size="h4" id="award-link" mb={4}>
        {t('link.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('link.description')}
      </Text>
      {linked ? (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={t('link.linked')} role="status" mb="sm">
          <Anchor component={Link} to={nomineePath(linked.nominee.id)}>
            {t('link.open_profile', { name: `${linked.nominee.firstName} ${linked.nominee.lastName}` })}
          </Anchor>
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className={classes.codeRow}>
        <TextInput
          label={t('link.code')}
          placeholder={t('link.code_placeholder')}
          autoComplete="off"
          maxLength={20}
          required
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value)
            setError(undefined)
          }}
          error={error}
          leftSection={error ? <IconAlertCircle size={16} aria-hidden /> : null}
        />
        <Button
          type="submit"
          className={classes.codeButton}
          leftSection={<IconLink size={18} aria-hidden />}
          loading={confirm.isPending}
        >
          {t('link.submit')}
        </Button>
      </form>
    </Paper>
  )
}
