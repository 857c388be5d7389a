import { Alert, Button } from '@mantine/core'
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react'
import { notifyError } from '../../lib/notify'
import { ConflictAlert, type ConflictState, type ConflictTexts } from './conflict-alert'
import layout from './layout.module.css'

export interface SaveFooterProps {
  /** The versioned save behind the form (useVersionedSave or a feature's wrapper of it). */
  saving: { conflict: ConflictState; isReloading: boolean; reload: () => Promise<unknown> }
  isSaving: boolean
  isDirty: boolean
  /** "Check the red fields": shown only while it is set. */
  problem?: string
  texts: { conflict: ConflictTexts; unsaved: string; allSaved: string; save: string }
}

/**
 * The end of a form saved whole on a version (§4): the stale-save alert with its reload, the summary of the red
 * fields, whether everything is saved, and the submit button (kept off while the save would be stale).
 */
export function SaveFooter({ saving, isSaving, isDirty, problem, texts }: SaveFooterProps) {
  const onReload = () =>
    void saving.reload().catch((error: unknown) => notifyError(error instanceof Error ? error.message : String(error)))
  return (
    <>
      <ConflictAlert
        conflict={saving.conflict}
        onReload={onReload}
        isReloading={saving.isReloading}
        texts={texts.conflict}
      />
      {problem ? <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={problem} /> : null}
      <div className={layout.saveBar}>
        <p className={layout.saveHint}>{isDirty ? texts.unsaved : texts.allSaved}</p>
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          loading={isSaving}
          disabled={saving.conflict.status === 'stale'}
        >
          {texts.save}
        </Button>
      </div>
    </>
  )
}
