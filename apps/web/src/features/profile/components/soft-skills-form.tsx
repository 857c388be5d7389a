import { Button, Radio } from '@mantine/core'
import { IconDeviceFloppy, IconEraser, IconPuzzle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import type { Profile, ProfileInput } from '@sentinela/shared/schemas/profile'
import { ConflictAlert } from '../../../components/ui/conflict-alert'
import { ApiError } from '../../../lib/api-client'
import { useSaveProfile } from '../hooks/use-save-profile'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { ProfileCard } from './profile-card'
import layout from '../../../components/ui/layout.module.css'
import classes from './profile.module.css'

/** §3: the personality type result (16 types), chosen from cards with each type's nickname and description. */
export function SoftSkillsForm({ profile, masterData }: { profile: Profile; masterData: MasterData }) {
  const { t } = useTranslation('profile')
  const saving = useSaveProfile()
  const [saved, setSaved] = useState(profile.personalityType ?? '')
  const [chosen, setChosen] = useState(profile.personalityType ?? '')
  const isDirty = chosen !== saved

  const onSave = () =>
    saving
      .save((input) => ({ ...input, personalityType: (chosen || null) as ProfileInput['personalityType'] }))
      .then(
        (profileSaved) => {
          setSaved(profileSaved.personalityType ?? '')
          notifySuccess(t('soft_skills.saved'))
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 409) return
          notifyError(error instanceof Error ? error.message : String(error))
        },
      )

  // After a refused stale save, the person's choice stays; the latest saved one becomes the baseline.
  const onReload = () =>
    void saving.reload().then(
      (latest) => setSaved(latest.personalityType ?? ''),
      (error: unknown) => notifyError(error instanceof Error ? error.message : String(error)),
    )

  return (
    <ProfileCard
      id="personality"
      title={t('soft_skills.title')}
      description={t('soft_skills.description')}
      icon={<IconPuzzle size={22} />}
    >
      <Radio.Group value={chosen} onChange={setChosen} label={t('soft_skills.group_label')} name="personalityType">
        <div className={classes.personalityGrid} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          {masterData.personalityTypes.map((type) => (
            <Radio.Card key={type.code} value={type.code} radius="md" className={classes.personalityCard}>
              <Radio.Indicator mt={2} />
              <div>
                <span className={classes.personalityCode}>{type.code}</span>
                <p className={classes.personalityName}>{type.nickname}</p>
                <p className={classes.personalityDescription}>{type.description}</p>
              </div>
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
      <div className={layout.stack} style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        <ConflictAlert
          conflict={saving.conflict}
          onReload={onReload}
          isReloading={saving.isReloading}
          texts={t('conflict', { returnObjects: true })}
        />
        <div className={layout.saveBar}>
          <p className={layout.saveHint}>{isDirty ? t('form.unsaved_changes') : t('form.all_saved')}</p>
          {chosen ? (
            <Button variant="default" leftSection={<IconEraser size={18} aria-hidden />} onClick={() => setChosen('')}>
              {t('soft_skills.clear')}
            </Button>
          ) : null}
          <Button
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            onClick={() => void onSave()}
            loading={saving.isSaving}
            disabled={saving.conflict.status === 'stale'}
          >
            {t('soft_skills.save')}
          </Button>
        </div>
      </div>
    </ProfileCard>
  )
}
