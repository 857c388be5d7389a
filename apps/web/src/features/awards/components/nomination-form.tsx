import { Alert, Button, Checkbox, FileInput, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core'
import { IconAlertCircle, IconFileUpload, IconSend } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  MIN_STUDENTS,
  MIN_TEACHING_YEARS,
  NominationInputSchema,
  type AwardEdition,
} from '@sentinela/shared/schemas/awards'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { ApiError } from '../../../lib/api-client'
import { placeFieldIssues } from '../../../lib/form-errors'
import { zodValidator } from '../../../lib/zod-validator'
import { useNominateTeacher } from '../api/nominate-teacher'
import { checkProofFile, PROOF_ACCEPT } from '../utils/proof-file'
import classes from './awards.module.css'

interface NominationValues extends Record<string, unknown> {
  firstName: string
  lastName: string
  email: string
  knowledgeArea: string
  institution: string
  coursesTaught: string
  yearsTeaching: number | string
  students: number | string
  affiliatedWithInstitution: boolean
  teachesInCountry: boolean
}

const EMPTY: NominationValues = {
  firstName: '',
  lastName: '',
  email: '',
  knowledgeArea: '',
  institution: '',
  coursesTaught: '',
  yearsTeaching: '',
  students: '',
  affiliatedWithInstitution: false,
  teachesInCountry: false,
}
const FIELDS = Object.keys(EMPTY)
const PROOF_FIELD = 'proof'

/** The form checks what the API checks, bar the edition it adds at sending. */
const NominationFieldsSchema = NominationInputSchema.omit({ editionId: true })

/** The API refused the file itself: its message goes on the proof field. */
const PROOF_CODES: ReadonlySet<string> = new Set(['file_too_large', 'award_proof_invalid'])

/** An API issue's path as a field of this form: `nomination.firstName` and `firstName` alike. */
function fieldFor(path: string): string | undefined {
  const field = path.replace(/^nomination\./, '')
  if (field === PROOF_FIELD) return PROOF_FIELD
  return FIELDS.includes(field) ? field : undefined
}

/**
 * §5 nomination: the teacher, the two declarations, the minimums and a proof of experience (PDF, PNG or JPEG up to
 * 10 MB). The referral code goes to the teacher's e-mail, so the teacher can link the nominee profile later.
 */
export function NominationForm({
  edition,
  onNominated,
}: {
  edition: AwardEdition
  onNominated: (message: string) => void
}) {
  const { t } = useTranslation(['awards', 'validation', 'errors'])
  const nominate = useNominateTeacher()
  const validate = useMemo(() => zodValidator<NominationValues>(NominationFieldsSchema, t as unknown as TFunction), [t])
  const { form, fields, reset } = useCheckedForm<NominationValues>(EMPTY, validate)
  const [proof, setProof] = useState<File | null>(null)
  const [proofError, setProofError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | undefined>()

  const describeProof = (file: File | null) => {
    if (!file) return t('nominate.proof_required')
    const problem = checkProofFile(file)
    return problem ? t(`nominate.${problem}`) : undefined
  }

  const onProof = (file: File | null) => {
    setProof(file)
    setProofError(file ? describeProof(file) : undefined)
  }

  const focusFirst = (names: string[]) => {
    const first = [...FIELDS, PROOF_FIELD].find((field) => names.includes(field))
    if (first === PROOF_FIELD) document.getElementById('nomination-proof')?.focus()
    else if (first) form.getInputNode(first)?.focus()
  }

  const onSubmit = form.onSubmit(
    (values) => {
      setFailure(undefined)
      const problem = describeProof(proof)
      setProofError(problem)
      if (problem || !proof) {
        focusFirst([PROOF_FIELD])
        return
      }
      const nomination = NominationInputSchema.parse({ ...values, editionId: edition.id })
      nominate.mutate(
        { nomination, proof },
        {
          onSuccess: (result) => {
            reset()
            setProof(null)
            onNominated(result.message)
          },
          onError: (error) => {
            if (!(error instanceof ApiError)) {
              setFailure(error.message)
              return
            }
            if (error.code === 'award_already_nominated') {
              form.setFieldError('email', error.message)
              focusFirst(['email'])
              return
            }
            if (PROOF_CODES.has(error.code)) {
              setProofError(error.message)
              focusFirst([PROOF_FIELD])
              return
            }
            const { rest } = placeFieldIssues(
              error,
              (field, message) => (field === PROOF_FIELD ? setProofError(message) : form.setFieldError(field, message)),
              fieldFor,
            )
            if (rest) setFailure(rest)
            focusFirst(error.errors.map((issue) => fieldFor(issue.path) ?? ''))
          },
        },
      )
    },
    (errors) => {
      if (!proof) setProofError(t('nominate.proof_required'))
      focusFirst(Object.keys(errors))
    },
  )

  return (
    <form noValidate onSubmit={onSubmit} className={classes.form} aria-label={t('nominate.title')}>
      {failure ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('nominate.failed')} role="alert">
          {failure}
        </Alert>
      ) : null}
      <div className={classes.pair}>
        <TextInput label={t('nominate.first_name')} required autoComplete="off" {...fields.firstName} />
        <TextInput label={t('nominate.last_name')} required autoComplete="off" {...fields.lastName} />
      </div>
      <TextInput
        type="email"
        label={t('nominate.email')}
        description={t('nominate.email_hint')}
        required
        autoComplete="off"
        {...fields.email}
      />
      <div className={classes.pair}>
        <TextInput label={t('nominate.knowledge_area')} required {...fields.knowledgeArea} />
        <TextInput label={t('nominate.institution')} required {...fields.institution} />
      </div>
      <Textarea
        label={t('nominate.courses_taught')}
        description={t('nominate.courses_taught_hint')}
        required
        autosize
        minRows={2}
        {...fields.coursesTaught}
      />
      <div className={classes.pair}>
        <NumberInput
          label={t('nominate.years_teaching')}
          description={t('nominate.years_teaching_hint', { count: MIN_TEACHING_YEARS })}
          required
          min={MIN_TEACHING_YEARS}
          max={70}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...fields.yearsTeaching}
        />
        <NumberInput
          label={t('nominate.students')}
          description={t('nominate.students_hint', { count: MIN_STUDENTS })}
          required
          min={MIN_STUDENTS}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          clampBehavior="none"
          {...fields.students}
        />
      </div>
      <Stack gap="xs">
        <Checkbox label={t('nominate.affiliated')} {...fields.affiliatedWithInstitution} />
        <Checkbox
          label={t('nominate.teaches_in_country', { place: t(`country_in.${edition.country}`) })}
          {...fields.teachesInCountry}
        />
      </Stack>
      <FileInput
        id="nomination-proof"
        label={t('nominate.proof')}
        description={t('nominate.proof_hint')}
        placeholder={t('nominate.proof_placeholder')}
        required
        clearable
        clearButtonProps={{ 'aria-label': t('nominate.proof_clear') }}
        accept={PROOF_ACCEPT}
        leftSection={<IconFileUpload size={16} aria-hidden />}
        value={proof}
        onChange={onProof}
        error={proofError}
      />
      <Group justify="flex-end">
        <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} loading={nominate.isPending}>
          {t('nominate.submit')}
        </Button>
      </Group>
    </form>
  )
}
