import { ActionIcon, Alert, Button, Group, Modal, Text, Tooltip } from '@mantine/core'
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form'
import { IconAlertCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useRef, useState, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ZodType } from 'zod'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import type { Profile, ProfileInput } from '@sentinela/shared/schemas/profile'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { ConflictAlert } from '../../../components/ui/conflict-alert'
import { focusSectionHeading } from '../../../components/ui/section-card'
import { ApiError } from '../../../lib/api-client'
import { translateKey } from '../../../lib/form-errors'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { isVersionConflict, useSaveProfile } from '../hooks/use-save-profile'
import { checkItem, findMissingFields, listFieldNames } from '../utils/item-validation'
import { NEW_ITEM_ID, placedIndex, putItem, removeItem, type ListItem } from '../utils/list-items'
import { notifyError, notifySuccess } from '../../../lib/notify'
import type { ProfileListItem, ProfileListName } from '../utils/profile-input'
import { ProfileCard } from './profile-card'
import layout from '../../../components/ui/layout.module.css'
import classes from './profile.module.css'

/** The words of one list section, in the person's language. */
export interface ListTexts {
  title: string
  description: string
  add: string
  addTitle: string
  editTitle: string
  emptyTitle: string
  emptyBody: string
  save: string
  saved: string
  deleted: string
  deleteFailed: string
  deleteTitle: string
  deleteBody: (name: string) => string
  editItem: (name: string) => string
  deleteItem: (name: string) => string
}

export interface ItemFieldsProps<Values> {
  form: UseFormReturnType<Values>
  fields: Record<keyof Values, GetInputPropsReturnType>
  masterData: MasterData
}

export type ProfileT = TFunction<['profile', 'validation']>

/** Everything that makes one list section (§3 experience, education, certification, course, language, reference). */
export interface ListSectionConfig<List extends ProfileListName, Values extends Record<string, unknown>> {
  list: List
  /** The card's anchor. */
  id: string
  icon: ReactNode
  /** The item's shared schema: the API's own rule (STYLE.md §2). */
  schema: ZodType
  emptyValues: Values
  toValues: (item: ProfileListItem<List>) => Values
  /** The form's values as the schema and PUT /profile take the item, with its id (§4). */
  toInput: (values: Values, id: number) => Record<string, unknown> & ListItem
  /**
   * Fields that become required by another field's value (an end date unless "I currently work here"). The schema
   * checks them only once the rest of the item is valid; asking here names every missing field at once (§5).
   */
  requiredWhen?: (values: Values) => readonly (keyof Values & string)[]
  /** The form's fields in reading order; errors and missing names follow it. */
  fieldOrder: readonly (keyof Values & string)[]
  texts: (t: ProfileT) => ListTexts
  /** Each field's name as it reads inside §5's sentence ("issue date"), for "Please fill in all fields: …". */
  fieldNames: (t: ProfileT) => Record<keyof Values & string, string>
  Fields: ComponentType<ItemFieldsProps<Values>>
  Summary: ComponentType<{ item: ProfileListItem<List>; masterData: MasterData }>
  /** What the item is called in "Edit …" and "Delete …". */
  nameOf: (item: ProfileListItem<List>, masterData: MasterData) => string
}

const withList = (input: ProfileInput, list: ProfileListName, items: ListItem[]) =>
  ({ ...input, [list]: items }) as ProfileInput

const listOf = (input: ProfileInput, list: ProfileListName) => input[list] as ListItem[]

interface ItemFormModalProps<List extends ProfileListName, Values extends Record<string, unknown>> {
  config: ListSectionConfig<List, Values>
  masterData: MasterData
  /** The item being edited; undefined for a new one. */
  item: ProfileListItem<List> | undefined
  opened: boolean
  onClose: () => void
  /** The closing transition ended. */
  onClosed: () => void
}

/**
 * Adds or edits one item in a dialog. The item's schema checks each field on blur and change (§5); a save with
 * required fields empty says which ones ("Please fill in all fields: …"). Saving updates the local list, then saves
 * the whole profile (§4). A stale save keeps the dialog and what was typed, and offers to load the latest version.
 */
function ItemFormModal<List extends ProfileListName, Values extends Record<string, unknown>>({
  config,
  masterData,
  item,
  opened,
  onClose,
  onClosed,
}: ItemFormModalProps<List, Values>) {
  const { t, i18n } = useTranslation(['profile', 'validation', 'errors'])
  const texts = config.texts(t)
  const saving = useSaveProfile()
  // `fields`: the form's own check failed, shown while red fields remain; `save`: the API's answer.
  const [problem, setProblem] = useState<{ message: string; from: 'fields' | 'save' } | undefined>()
  const id = item?.id ?? NEW_ITEM_ID

  const check = (values: Values) =>
    checkItem(config.schema, config.toInput(values, id), config.requiredWhen?.(values) ?? [])
  const validate = (values: Values) => {
    const errors: Record<string, string> = {}
    for (const issue of check(values)) {
      errors[issue.path] = translateKey(t as unknown as TFunction, `validation:${issue.code}`, issue.params)
    }
    return errors
  }
  const { form, fields } = useCheckedForm<Values>(item ? config.toValues(item) : config.emptyValues, validate)

  const describeProblems = (values: Values) => {
    const issues = check(values)
    const missing = findMissingFields(issues, config.fieldOrder)
    if (missing.length === 0) return t('errors:validation_failed')
    const names = config.fieldNames(t)
    const fieldList = listFieldNames(
      missing.map((field) => names[field as keyof Values & string]),
      i18n.language,
    )
    return t('validation:fill_all_fields', { fields: fieldList })
  }

  const onSubmit = form.onSubmit(
    (values) => {
      setProblem(undefined)
      const itemInput = config.toInput(values, id)
      let index = 0
      saving
        .save((input) => {
          index = placedIndex(listOf(input, config.list), itemInput)
          return withList(input, config.list, putItem(listOf(input, config.list), itemInput))
        })
        .then(
          () => {
            notifySuccess(texts.saved)
            onClose()
          },
          (error: unknown) => {
            if (isVersionConflict(error)) return
            if (!(error instanceof ApiError)) return setProblem({ message: String(error), from: 'save' })
            const prefix = `${config.list}.${index}.`
            let placed = 0
            for (const issue of error.errors) {
              const field = issue.path.startsWith(prefix) ? issue.path.slice(prefix.length).split('.')[0] : undefined
              if (field && (config.fieldOrder as readonly string[]).includes(field)) {
                form.setFieldError(field, issue.message)
                placed += 1
              }
            }
            const allPlaced = placed > 0 && placed === error.errors.length
            setProblem(
              allPlaced
                ? { message: t('errors:validation_failed'), from: 'fields' }
                : { message: error.message, from: 'save' },
            )
          },
        )
    },
    (_errors, values) => setProblem({ message: describeProblems(values), from: 'fields' }),
  )

  // Once every red field is fixed, the summary goes too.
  const hasFieldErrors = Object.keys(form.errors).length > 0
  const shownProblem = problem && (problem.from === 'save' || hasFieldErrors) ? problem.message : undefined
  const { Fields } = config

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={item ? texts.editTitle : texts.addTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close_dialog') }}
    >
      <form noValidate onSubmit={onSubmit} className={layout.modalForm}>
        {shownProblem ? <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={shownProblem} /> : null}
        <Fields form={form} fields={fields} masterData={masterData} />
        <ConflictAlert
          conflict={saving.conflict}
          onReload={() => void saving.reload().catch((error: unknown) => notifyError(String(error)))}
          isReloading={saving.isReloading}
          texts={t('conflict', { returnObjects: true })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving.isSaving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={saving.isSaving} disabled={saving.conflict.status === 'stale'}>
            {texts.save}
          </Button>
        </Group>
      </form>
    </Modal>
  )
}

/**
 * A list section of the profile: its items as cards, with add, edit (dialog) and delete (after confirming). Every
 * change saves the whole profile (§4) and says so (§8).
 */
export function ListSection<List extends ProfileListName, Values extends Record<string, unknown>>({
  config,
  profile,
  masterData,
}: {
  config: ListSectionConfig<List, Values>
  profile: Profile
  masterData: MasterData
}) {
  const { t } = useTranslation(['profile', 'validation'])
  const texts = config.texts(t)
  const deleting = useSaveProfile()
  // `undefined`: no dialog; `item` null: adding, else editing it. The key gives each opening a fresh form; the dialog
  // stays mounted while it closes, so focus returns to the button that opened it.
  const [editing, setEditing] = useState<
    { item: ProfileListItem<List> | null; key: number; opened: boolean } | undefined
  >()
  const [toDelete, setToDelete] = useState<ProfileListItem<List> | undefined>()
  const items = profile[config.list] as ProfileListItem<List>[]
  const { Summary } = config

  // Mantine returns focus only from a dialog that was mounted closed; this one mounts open, so it is done here.
  const opener = useRef<HTMLElement | null>(null)
  const open = (item: ProfileListItem<List> | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setEditing({ item, key: Date.now(), opened: true })
  }
  const close = () => setEditing((current) => (current ? { ...current, opened: false } : current))
  const onClosed = () => {
    setEditing((current) => (current?.opened ? current : undefined))
    // Once the dialog is gone, focus left inside it (or nowhere) goes back to the button that opened it.
    window.setTimeout(() => {
      const active = document.activeElement
      if (!active || active === document.body || !active.isConnected || active.closest('[role="dialog"]')) {
        opener.current?.focus()
      }
    }, 0)
  }

  const onDelete = () => {
    if (!toDelete) return
    const id = toDelete.id
    deleting
      .save((input) => withList(input, config.list, removeItem(listOf(input, config.list), id)))
      .then(
        () => {
          setToDelete(undefined)
          notifySuccess(texts.deleted)
          // The item's buttons are gone with it: reading goes on from the section's heading.
          focusSectionHeading(config.id)
        },
        (error: unknown) => {
          setToDelete(undefined)
          const message = error instanceof Error ? error.message : String(error)
          notifyError(`${texts.deleteFailed} ${message}`)
          // Nothing typed to keep: the latest version is simply loaded, so the person can try again on it.
          if (isVersionConflict(error)) void deleting.reload().catch(() => undefined)
        },
      )
  }

  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => open(null)}>
      {texts.add}
    </Button>
  )

  return (
    <>
      <ProfileCard
        id={config.id}
        title={texts.title}
        description={texts.description}
        icon={config.icon}
        action={addButton}
      >
        {items.length === 0 ? (
          <div className={layout.empty}>
            <Text fw={600}>{texts.emptyTitle}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {texts.emptyBody}
            </Text>
          </div>
        ) : (
          <ul className={layout.list}>
            {items.map((item) => {
              const name = config.nameOf(item, masterData)
              return (
                <li key={item.id} className={layout.item}>
                  <div className={layout.itemBody}>
                    <Summary item={item} masterData={masterData} />
                  </div>
                  <div className={classes.itemActions}>
                    <Tooltip label={texts.editItem(name)} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="navy.7"
                        size="lg"
                        aria-label={texts.editItem(name)}
                        onClick={() => open(item)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={texts.deleteItem(name)} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        size="lg"
                        aria-label={texts.deleteItem(name)}
                        onClick={() => setToDelete(item)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </ProfileCard>
      {editing ? (
        <ItemFormModal
          key={editing.key}
          config={config}
          masterData={masterData}
          item={editing.item ?? undefined}
          opened={editing.opened}
          onClose={close}
          onClosed={onClosed}
        />
      ) : null}
      <ConfirmDialog
        opened={!!toDelete}
        title={texts.deleteTitle}
        body={toDelete ? texts.deleteBody(config.nameOf(toDelete, masterData)) : ''}
        confirmLabel={t('actions.delete')}
        onConfirm={onDelete}
        onCancel={() => setToDelete(undefined)}
        isPending={deleting.isSaving}
        confirmColor="red"
      />
    </>
  )
}
