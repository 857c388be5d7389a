import { Alert, Button, Group, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  AI_AGENT_CATEGORIES,
  AI_AGENT_CURRENCIES,
  AI_LANGUAGES,
  AiAgentInputSchema,
  type AiAgentEditable,
  type AiAgentInput,
} from '@sentinela/shared/schemas/ai'
import { ApiError } from '../../../lib/api-client'
import { placeFieldIssues } from '../../../lib/form-errors'
import { zodValidator } from '../../../lib/zod-validator'
import { notifySuccess } from '../../../lib/notify'
import { useSaveAiAgent } from '../api/save-ai-agent'
import classes from './operator.module.css'

const CHECKBOX = { type: 'checkbox' } as const

type Texts = Record<(typeof AI_LANGUAGES)[number], string>

/** The form's values: the schema's shape, the price as typed ('' = on request). */
interface AgentValues {
  title: Texts
  description: Texts
  price: number | string
  currency: (typeof AI_AGENT_CURRENCIES)[number]
  provider: string
  link: string
  category: (typeof AI_AGENT_CATEGORIES)[number]
  published: boolean
}

const toValues = (agent: AiAgentEditable | undefined): AgentValues => ({
  title: agent ? { ...agent.titles } : { en: '', es: '', pt: '' },
  description: agent ? { ...agent.descriptions } : { en: '', es: '', pt: '' },
  price: agent?.price ?? '',
  currency: AI_AGENT_CURRENCIES.find((currency) => currency === agent?.currency) ?? 'USD',
  provider: agent?.provider ?? '',
  link: agent?.link ?? 'https://',
  category: agent?.category ?? 'assistant',
  published: agent?.published ?? true,
})

const toInput = (values: AgentValues): AiAgentInput => ({
  ...values,
  price: values.price === '' ? null : Number(values.price),
})

/** The fields an API path lands on ("title.es", "price"…): the form's paths are the schema's. */
const FIELDS = [
  ...AI_LANGUAGES.flatMap((language) => [`title.${language}`, `description.${language}`]),
  'price',
  'currency',
  'provider',
  'link',
  'category',
  'published',
]

/**
 * One catalogue entry, new or as stored (#18): title and description in the three languages (English required; an
 * empty Spanish or Portuguese text reads the English), price (empty: on request), currency, provider, the tool's
 * real https page, category and whether it is published.
 */
export function AiAgentForm({ agent, onSaved }: { agent?: AiAgentEditable; onSaved: () => void }) {
  const { t } = useTranslation(['ai', 'common', 'validation'])
  const save = useSaveAiAgent()
  const [problem, setProblem] = useState<string | undefined>()
  const validateInput = zodValidator<AiAgentInput>(AiAgentInputSchema, t as never)
  const form = useForm<AgentValues>({
    mode: 'controlled',
    initialValues: toValues(agent),
    validate: (values) => validateInput(toInput(values)),
  })
  const idPrefix = agent ? `ai-agent-${agent.id}` : 'ai-agent-new'
  const inputs = {
    provider: form.getInputProps('provider'),
    link: form.getInputProps('link'),
    price: form.getInputProps('price'),
    currency: form.getInputProps('currency'),
    category: form.getInputProps('category'),
    published: form.getInputProps('published', CHECKBOX),
  }

  const onSubmit = form.onSubmit(
    (values) => {
      setProblem(undefined)
      save.mutate(
        { ...(agent ? { id: agent.id } : {}), input: toInput(values) },
        {
          onSuccess: (saved) => {
            notifySuccess(t('operator.saved', { title: saved.titles.en }))
            onSaved()
          },
          onError: (error) => {
            if (error instanceof ApiError) {
              setProblem(
                placeFieldIssues(error, form.setFieldError, (path) => (FIELDS.includes(path) ? path : undefined)).rest,
              )
            } else setProblem(error.message)
          },
        },
      )
    },
    () => setProblem(t('operator.check_fields')),
  )

  return (
    <form noValidate onSubmit={onSubmit} className={`${classes.section} ${classes.agentForm}`}>
      {AI_LANGUAGES.map((language) => (
        <fieldset key={language} className={classes.fieldset}>
          <legend>{t(`common:language.${language}`)}</legend>
          <TextInput
            id={`${idPrefix}-title-${language}`}
            lang={language}
            label={t('operator.title_in', { language: t(`common:language.${language}`) })}
            required={language === 'en'}
            {...form.getInputProps(`title.${language}`)}
          />
          <Textarea
            id={`${idPrefix}-description-${language}`}
            lang={language}
            label={t('operator.description_in', { language: t(`common:language.${language}`) })}
            required={language === 'en'}
            autosize
            minRows={3}
            mt="xs"
            {...form.getInputProps(`description.${language}`)}
          />
        </fieldset>
      ))}
      <div className={classes.planFields}>
        <TextInput label={t('operator.provider')} required {...inputs.provider} />
        <TextInput
          label={t('operator.link')}
          description={t('operator.link_help')}
          required
          type="url"
          {...inputs.link}
        />
        <NumberInput
          label={t('operator.price')}
          description={t('operator.price_help')}
          allowNegative={false}
          decimalScale={2}
          hideControls
          {...inputs.price}
        />
        <Select
          label={t('operator.currency')}
          data={[...AI_AGENT_CURRENCIES]}
          allowDeselect={false}
          {...inputs.currency}
        />
        <Select
          label={t('operator.category')}
          data={AI_AGENT_CATEGORIES.map((category) => ({ value: category, label: t(`category.${category}`) }))}
          allowDeselect={false}
          {...inputs.category}
        />
        <Switch label={t('operator.published')} mt="lg" {...inputs.published} />
      </div>
      {problem ? (
        <Alert color="red.8" icon={<IconAlertCircle aria-hidden />} title={t('operator.save_failed')}>
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
          {t('operator.save')}
        </Button>
      </Group>
    </form>
  )
}
