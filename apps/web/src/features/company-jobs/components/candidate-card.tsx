import { Avatar, Badge, Button, Group, NativeSelect, Paper, Text, Title, VisuallyHidden } from '@mantine/core'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconMail,
  IconMapPin,
  IconShieldCheck,
  IconShieldOff,
  IconUser,
} from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Candidate, CommunicationStatus, JobSummary } from '@sentinela/shared/schemas/jobs'
import { updateCommunicationStatus, useUpdateCommunicationStatus } from '../api/update-communication-status'
import { countryName, formatDate, formatDateTime, formatPercent, initialsOf, joinPresent } from '../utils/format'
import { notifyError, notifySuccess, notifyWithUndo } from '../utils/notify'
import { COMMUNICATION_STATUSES } from '../utils/status-counts'
import { ContactTalentDialog } from '../../../components/contact/contact-talent-dialog'
import { TalentMessagesButton } from '../../../components/messages/talent-messages-button'
import { TalentProfileDrawer } from '../../../components/talent-profile/talent-profile-drawer'
import { StatusChangeDialog } from './status-change-dialog'
import { STATUS_COLORS } from './status-counts'
import shared from './shared.module.css'
import classes from './candidate-card.module.css'

export interface CandidateCardProps {
  candidate: Candidate
  /** 1 for the best fit. */
  rank: number
  job: JobSummary
}

/** The fit of one role against the job's minimum: the bar, with a mark where the minimum lies. */
function RoleFitBar({ percentage, minimum }: { percentage: number; minimum: number }) {
  const clamp = (value: number) => Math.min(100, Math.max(0, value))
  return (
    <span className={classes.barTrack} aria-hidden>
      <span className={classes.barFill} style={{ width: `${clamp(percentage)}%` }} />
      <span className={classes.barMinimum} style={{ insetInlineStart: `${clamp(minimum)}%` }} />
    </span>
  )
}

/**
 * One candidate of the pipeline, in rank order: who they are, their fit overall and per role against the job's
 * minimum, clearance, their message, where they stand (with a way to move them) and how they got there.
 */
export function CandidateCard({ candidate, rank, job }: CandidateCardProps) {
  const { t, i18n } = useTranslation(['company-jobs', 'options', 'components'])
  const language = i18n.language
  const nameId = useId()
  const name = `${candidate.firstName} ${candidate.lastName}`.trim()
  const location = joinPresent([candidate.city, countryName(candidate.country, language)])
  const roleNames = new Map(job.roles.map((role) => [role.workRoleCode, role.name]))
  const [selected, setSelected] = useState(String(candidate.communicationStatus))
  const [isContactOpen, setContactOpen] = useState(false)
  const [isProfileOpen, setProfileOpen] = useState(false)
  const [isConfirmOpen, setConfirmOpen] = useState(false)
  // A fresh dialog (empty message) each time it opens.
  const [confirmKey, setConfirmKey] = useState(0)
  const update = useUpdateCommunicationStatus()
  const queryClient = useQueryClient()
  const history = [...candidate.history].sort((a, b) => a.changedAt.localeCompare(b.changedAt))
  const statusLabel = (status: number) =>
    t(`options:communication_status.${status}` as 'options:communication_status.0')

  const openConfirm = () => {
    update.reset()
    setConfirmKey((key) => key + 1)
    setConfirmOpen(true)
  }

  /** Undo sets the status it had back, as one more change in the history (the talent is told again). */
  const undo = async (previous: CommunicationStatus, closeNotice: () => void) => {
    closeNotice()
    try {
      await updateCommunicationStatus({ applicationId: candidate.applicationId, communicationStatus: previous })
      setSelected(String(previous))
      notifySuccess(t('pipeline.undone', { name, status: statusLabel(previous) }))
    } catch (error) {
      notifyError(`${t('pipeline.undo_failed')} ${error instanceof Error ? error.message : ''}`.trim())
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['company-jobs'] })
    }
  }

  const onConfirmStatus = (message: string) => {
    const previous = candidate.communicationStatus as CommunicationStatus
    const communicationStatus = Number(selected) as CommunicationStatus
    update.mutate(
      { applicationId: candidate.applicationId, communicationStatus, message },
      {
        onSuccess: () => {
          setConfirmOpen(false)
          const closeNotice: () => void = notifyWithUndo({
            message: t('notices.status_changed'),
            undoLabel: t('pipeline.undo'),
            undoName: t('pipeline.undo_label', { name, status: statusLabel(previous) }),
            onUndo: () => void undo(previous, () => closeNotice()),
          })
        },
      },
    )
  }

  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={nameId}>
      <div className={classes.candidateHead}>
        <span className={classes.rank}>
          <VisuallyHidden>{t('pipeline.rank', { rank })}</VisuallyHidden>
          <span aria-hidden>{rank}</span>
        </span>
        {candidate.photoUrl ? (
          <Avatar src={candidate.photoUrl} alt={t('pipeline.photo_of', { name })} size={56} radius="xl" />
        ) : (
          <Avatar size={56} radius="xl" color="navy.7" variant="filled" aria-hidden>
            {initialsOf(candidate.firstName, candidate.lastName)}
          </Avatar>
        )}
        <div className={classes.candidateWho}>
          <Title order={3} size="h4" id={nameId} className={classes.candidateName}>
            {name}
          </Title>
          {candidate.currentJobTitle ? <Text size="sm">{candidate.currentJobTitle}</Text> : null}
          {location ? (
            <Text size="sm" c="dimmed" className={shared.backLink}>
              <IconMapPin size={14} aria-hidden />
              {location}
            </Text>
          ) : null}
        </div>
        <div className={classes.fitBig}>
          <span className={classes.fitValue}>{formatPercent(candidate.fit, language)}</span>
          <span className={classes.fitLabel}>{t('pipeline.overall_fit')}</span>
        </div>
      </div>

      <div className={classes.candidateGrid}>
        <div className={shared.section}>
          {candidate.roles.length > 0 ? (
            <div>
              <h4 className={classes.subheading}>{t('pipeline.fit_per_role')}</h4>
              <ul className={classes.roleFits}>
                {candidate.roles.map((role) => {
                  const met = role.percentage >= role.minimumPercentage
                  return (
                    <li key={role.workRoleCode}>
                      <span className={classes.roleFitLine}>
                        <span className={classes.roleFitName}>
                          {roleNames.get(role.workRoleCode) ?? role.workRoleCode}
                        </span>
                        <span>
                          {t('pipeline.role_fit', {
                            fit: formatPercent(role.percentage, language),
                            minimum: formatPercent(role.minimumPercentage, language),
                          })}
                        </span>
                      </span>
                      <RoleFitBar percentage={role.percentage} minimum={role.minimumPercentage} />
                      <Text size="xs" mt={2} className={met ? classes.roleFitMet : classes.roleFitGap}>
                        {met ? <IconCircleCheck size={14} aria-hidden /> : <IconAlertTriangle size={14} aria-hidden />}{' '}
                        {met
                          ? t('pipeline.minimum_met')
                          : t('pipeline.minimum_gap', { points: role.minimumPercentage - role.percentage })}
                      </Text>
                    </li>
                  )
                })}
              </ul>
            </div>
          ) : null}
          <Text size="sm" className={shared.backLink}>
            {candidate.hasClearance ? (
              <IconShieldCheck size={16} aria-hidden />
            ) : (
              <IconShieldOff size={16} aria-hidden />
            )}
            {candidate.hasClearance ? t('pipeline.has_clearance') : t('pipeline.no_clearance')}
          </Text>
          <Text size="sm" c="dimmed">
            {candidate.appliedAt
              ? t('pipeline.applied_on', { date: formatDate(candidate.appliedAt, language) })
              : t('pipeline.not_applied')}
          </Text>
          {candidate.message ? (
            <div>
              <h4 className={classes.subheading}>{t('pipeline.message')}</h4>
              <blockquote className={classes.message}>{candidate.message}</blockquote>
            </div>
          ) : null}
        </div>

        <div className={shared.section}>
          <div>
            <h4 className={classes.subheading}>{t('pipeline.current_status')}</h4>
            <Badge
              size="md"
              color="navy.9"
              leftSection={
                <span
                  className={shared.swatch}
                  style={{ background: STATUS_COLORS[candidate.communicationStatus as CommunicationStatus] }}
                />
              }
            >
              {statusLabel(candidate.communicationStatus)}
            </Badge>
          </div>
          <div className={classes.statusForm}>
            <NativeSelect
              className={classes.statusSelect}
              label={t('pipeline.move_to')}
              data={COMMUNICATION_STATUSES.map((status) => ({ value: String(status), label: statusLabel(status) }))}
              value={selected}
              onChange={(event) => setSelected(event.currentTarget.value)}
            />
            <Button onClick={openConfirm} disabled={selected === String(candidate.communicationStatus)}>
              {t('pipeline.change_status')}
            </Button>
          </div>
          <div>
            <h4 className={classes.subheading}>{t('pipeline.history')}</h4>
            <ol className={classes.history}>
              {history.map((change) => (
                <li key={`${change.changedAt}-${change.toStatus}`}>
                  <span>
                    {change.fromStatus === null
                      ? t('pipeline.history_start', { who: change.changedBy, to: statusLabel(change.toStatus) })
                      : t('pipeline.history_change', {
                          who: change.changedBy,
                          from: statusLabel(change.fromStatus),
                          to: statusLabel(change.toStatus),
                        })}
                  </span>
                  <span className={classes.historyWhen}>{formatDateTime(change.changedAt, language)}</span>
                </li>
              ))}
            </ol>
          </div>
          <Group>
            {candidate.appliedAt ? (
              // An applicant's profile is the company's to read (GET /talent/{id}); a talent only contacted shares
              // it or not from talent search.
              <Button
                variant="default"
                leftSection={<IconUser size={18} aria-hidden />}
                onClick={() => setProfileOpen(true)}
                aria-label={t('components:talent_profile.view_profile_named', { name })}
              >
                {t('components:talent_profile.view_profile')}
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconMail size={18} aria-hidden />}
              onClick={() => setContactOpen(true)}
              aria-label={t('pipeline.contact_named', { name })}
            >
              {t('pipeline.contact')}
            </Button>
            <TalentMessagesButton talentId={candidate.talentId} talentName={name} />
          </Group>
        </div>
      </div>
      <StatusChangeDialog
        key={confirmKey}
        opened={isConfirmOpen}
        talentName={name}
        statusLabel={statusLabel(Number(selected))}
        isPending={update.isPending}
        error={update.error?.message}
        onConfirm={onConfirmStatus}
        onCancel={() => setConfirmOpen(false)}
      />
      <TalentProfileDrawer
        talent={isProfileOpen ? candidate : null}
        onClose={() => setProfileOpen(false)}
        actions={
          <Button
            leftSection={<IconMail size={18} aria-hidden />}
            onClick={() => {
              // One layer at a time: the profile closes when the message opens.
              setProfileOpen(false)
              setContactOpen(true)
            }}
          >
            {t('pipeline.contact')}
          </Button>
        }
      />
      <ContactTalentDialog
        opened={isContactOpen}
        talentId={candidate.talentId}
        positionId={job.id}
        talentName={name}
        jobTitle={job.jobTitle}
        invalidates={[['company-jobs', 'candidates']]}
        onClose={() => setContactOpen(false)}
      />
    </Paper>
  )
}
