import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  POST_LANGUAGES,
  POST_TAGS,
  WEBINAR_TAG_ID,
  type OperatorPost,
  type PostInput,
} from '@sentinela/shared/schemas/content'
import { ApiError } from '../../../lib/api-client'
import { useDeletePost } from '../api/delete-post'
import { useSavePost } from '../api/save-post'
import { useUploadCover } from '../api/upload-cover'

/** An instant as the value of a datetime-local input, in the browser's own zone. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A datetime-local value (the browser's zone) as an ISO instant, or null when empty. */
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null)

interface FormState {
  title: string
  body: string
  language: PostInput['language']
  tagIds: number[]
  reference: string
  author: string
  status: 'draft' | 'published'
  publishedAt: string
  speaker: string
  startsAt: string
  durationMinutes: number | string
  joinUrl: string
  recordingUrl: string
}

function initialState(post: OperatorPost | undefined): FormState {
  return {
    title: post?.title ?? '',
    body: post?.body ?? '',
    language: post?.language ?? 'en',
    tagIds: post?.tagIds ?? [],
    reference: post?.reference ?? '',
    author: post?.author ?? '',
    status: post?.status ?? 'draft',
    publishedAt: toLocalInput(post?.publishedAt),
    speaker: post?.speaker ?? '',
    startsAt: toLocalInput(post?.startsAt),
    durationMinutes: post?.durationMinutes ?? 60,
    joinUrl: post?.joinUrl ?? '',
    recordingUrl: post?.recordingUrl ?? '',
  }
}

/** Writes or edits a post; tag "Sentinela Sessions" turns it into a webinar with its session fields. */
export function PostForm({ post }: { post?: OperatorPost }) {
  const { t } = useTranslation(['content', 'errors', 'validation'])
  const navigate = useNavigate()
  const save = useSavePost()
  const remove = useDeletePost()
  const cover = useUploadCover()
  const [state, setState] = useState<FormState>(() => initialState(post))
  const [error, setError] = useState<ApiError | null>(null)
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setState((old) => ({ ...old, [key]: value }))
  const isWebinar = state.tagIds.includes(WEBINAR_TAG_ID)
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const fieldError = (path: string) => error?.errors.find((issue) => issue.path === path)?.message

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const input: PostInput = {
      title: state.title,
      body: state.body,
      language: state.language,
      tagIds: state.tagIds,
      reference: state.reference || null,
      author: state.author,
      status: state.status,
      publishedAt: fromLocalInput(state.publishedAt),
      speaker: isWebinar ? state.speaker || null : null,
      startsAt: isWebinar ? fromLocalInput(state.startsAt) : null,
      durationMinutes: isWebinar && state.durationMinutes !== '' ? Number(state.durationMinutes) : null,
      joinUrl: isWebinar ? state.joinUrl || null : null,
      recordingUrl: isWebinar ? state.recordingUrl || null : null,
    }
    save.mutate(
      { ...(post ? { id: post.id } : {}), input },
      {
        onSuccess: (saved) => {
          setError(null)
          notifications.show({ color: 'teal', message: t('operator.form.saved') })
          if (!post) void navigate(`/operator/posts/${saved.id}`, { replace: true })
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure : null),
      },
    )
  }

  const onDelete = () => {
    if (!post || !window.confirm(t('operator.form.delete_confirm'))) return
    remove.mutate(post.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('operator.form.deleted') })
        void navigate('/operator', { replace: true })
      },
    })
  }

  const onCover = (file: File | null) => {
    if (!post || !file) return
    cover.mutate(
      { id: post.id, file },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('operator.form.cover_saved') }),
        onError: (failure) => notifications.show({ color: 'red', message: failure.message }),
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" title={t('operator.form.save_failed')} role="alert">
            {error.message}
          </Alert>
        ) : null}
        <TextInput
          label={t('operator.form.title')}
          required
          value={state.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={fieldError('title')}
        />
        <Textarea
          label={t('operator.form.body')}
          description={t('operator.form.body_hint')}
          required
          autosize
          minRows={8}
          value={state.body}
          onChange={(event) => set('body', event.currentTarget.value)}
          error={fieldError('body')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('operator.form.language')}
            data={POST_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
            value={state.language}
            onChange={(value) => value && set('language', value as FormState['language'])}
            allowDeselect={false}
          />
          <TextInput
            label={t('operator.form.author')}
            required
            value={state.author}
            onChange={(event) => set('author', event.currentTarget.value)}
            error={fieldError('author')}
          />
        </Group>
        <Checkbox.Group
          label={t('operator.form.tags')}
          description={t('operator.form.tags_hint')}
          value={state.tagIds.map(String)}
          onChange={(values) => set('tagIds', values.map(Number))}
        >
          <Group mt="xs" gap="md">
            {POST_TAGS.map((tag) => (
              <Checkbox key={tag.id} value={String(tag.id)} label={t(`tags.${tag.key}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput
          label={t('operator.form.reference')}
          description={t('operator.form.reference_hint')}
          type="url"
          required={!isWebinar}
          value={state.reference}
          onChange={(event) => set('reference', event.currentTarget.value)}
          error={fieldError('reference')}
        />
        {isWebinar ? (
          <Stack gap="sm">
            <TextInput
              label={t('operator.form.speaker')}
              required
              value={state.speaker}
              onChange={(event) => set('speaker', event.currentTarget.value)}
              error={fieldError('speaker')}
            />
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label={t('operator.form.starts_at', { zone })}
                type="datetime-local"
                required
                value={state.startsAt}
                onChange={(event) => set('startsAt', event.currentTarget.value)}
                error={fieldError('startsAt')}
              />
              <NumberInput
                label={t('operator.form.duration')}
                min={15}
                max={480}
                value={state.durationMinutes}
                onChange={(value) => set('durationMinutes', value)}
                error={fieldError('durationMinutes')}
              />
            </Group>
            <TextInput
              label={t('operator.form.join_url')}
              type="url"
              value={state.joinUrl}
              onChange={(event) => set('joinUrl', event.currentTarget.value)}
              error={fieldError('joinUrl')}
            />
            <TextInput
              label={t('operator.form.recording_url')}
              type="url"
              value={state.recordingUrl}
              onChange={(event) => set('recordingUrl', event.currentTarget.value)}
              error={fieldError('recordingUrl')}
            />
          </Stack>
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('operator.form.status')}
          </Text>
          <SegmentedControl
            value={state.status}
            onChange={(value) => set('status', value as FormState['status'])}
            data={[
              { value: 'draft', label: t('operator.status.draft') },
              { value: 'published', label: t('operator.status.published') },
            ]}
          />
        </Stack>
        <TextInput
          label={t('operator.form.published_at')}
          description={t('operator.form.published_at_hint')}
          type="datetime-local"
          value={state.publishedAt}
          onChange={(event) => set('publishedAt', event.currentTarget.value)}
          error={fieldError('publishedAt')}
        />
        {post ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('operator.form.cover')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('operator.form.cover_hint')}
            </Text>
            <FileButton onChange={onCover} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} variant="light" loading={cover.isPending} w="fit-content">
                  {t('operator.form.cover_upload')}
                </Button>
              )}
            </FileButton>
          </Stack>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('operator.form.save')}
          </Button>
          {post ? (
            <Button color="red" variant="subtle" onClick={onDelete} loading={remove.isPending}>
              {t('operator.form.delete')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  )
}
