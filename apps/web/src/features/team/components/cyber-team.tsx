import { Badge, Button, Text } from '@mantine/core'
import { IconBell, IconMailForward, IconUserMinus, IconUserOff, IconUsersGroup, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TeamMember } from '@sentinela/shared/schemas/team'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { focusSectionHeading, SectionCard } from '../../../components/ui/section-card'
import { useLanguage } from '../../../hooks/use-language'
import { useCompanyId } from '../api/get-company-id'
import { useTeamMembers } from '../api/list-team-members'
import { useRemoveTeamMember } from '../api/remove-team-member'
import { formatDate } from '../utils/format'
import { notifySuccess } from '../../../lib/notify'
import { fullName, noticeKind, splitTeam, type NoticeKind } from '../utils/team'
import { InviteForm } from './invite-form'
import { MemberCard } from './member-card'
import layout from '../../../components/ui/layout.module.css'
import classes from './team.module.css'

const MEMBERS_SECTION = 'team-members'
const PENDING_SECTION = 'team-pending'

const NOTICE_ICONS: Record<NoticeKind, typeof IconX> = {
  declined: IconX,
  unlinked: IconUserOff,
  removed: IconUserMinus,
  withdrawn: IconMailForward,
}

function PendingInvitations({
  pending,
  onWithdraw,
}: {
  pending: TeamMember[]
  onWithdraw: (link: TeamMember) => void
}) {
  const { t } = useTranslation('team')
  const language = useLanguage()
  return (
    <SectionCard
      id={PENDING_SECTION}
      title={t('cyber_team.pending_title')}
      description={t('cyber_team.pending_description')}
      icon={<IconMailForward size={22} />}
    >
      {pending.length === 0 ? (
        <p className={classes.empty}>{t('cyber_team.pending_empty')}</p>
      ) : (
        <ul className={layout.list} aria-labelledby={`${PENDING_SECTION}-heading`}>
          {pending.map((link) => {
            const name = fullName(link)
            return (
              <li key={link.linkId} className={layout.centredItem}>
                <div className={classes.rowBody}>
                  <h3 className={layout.itemTitle}>{name}</h3>
                  <p className={layout.itemLine}>{link.email}</p>
                  <p className={layout.itemLine}>
                    {t('cyber_team.invited_on', { date: formatDate(link.invitedAt, language) })}
                  </p>
                </div>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => onWithdraw(link)}
                  aria-label={t('cyber_team.withdraw_label', { name })}
                >
                  {t('cyber_team.withdraw')}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </SectionCard>
  )
}

/** §4: the company is told when a talent declines or unlinks; the in-app half of that (an e-mail also goes out). */
function Notices({ notices }: { notices: TeamMember[] }) {
  const { t } = useTranslation('team')
  const language = useLanguage()
  return (
    <SectionCard
      id="team-notices"
      title={t('cyber_team.notices_title')}
      description={t('cyber_team.notices_description')}
      icon={<IconBell size={22} />}
    >
      {notices.length === 0 ? (
        <p className={classes.empty}>{t('cyber_team.notices_empty')}</p>
      ) : (
        <ul className={classes.notices} aria-labelledby="team-notices-heading">
          {notices.map((link) => {
            const kind = noticeKind(link)
            const Icon = NOTICE_ICONS[kind]
            return (
              <li key={link.linkId} className={classes.notice}>
                <span className={classes.noticeIcon} data-kind={kind} aria-hidden>
                  <Icon size={18} />
                </span>
                <Text size="sm">
                  {t(`cyber_team.notice_${kind}`, {
                    name: fullName(link),
                    date: formatDate(link.endedAt ?? link.invitedAt, language),
                  })}
                </Text>
              </li>
            )
          })}
        </ul>
      )}
    </SectionCard>
  )
}

type Ending = { link: TeamMember; kind: 'remove' | 'withdraw' }

/** The company's cyber team: members, invitations waiting for an answer, notices, and the invitation form. */
export function CyberTeam() {
  const { t } = useTranslation('team')
  const language = useLanguage()
  const companyId = useCompanyId()
  const team = useTeamMembers(companyId.data, language)
  const removing = useRemoveTeamMember()
  // The link being ended; `shown` keeps the dialog's words while it fades out after closing.
  const [target, setTarget] = useState<Ending | undefined>()
  const [shown, setShown] = useState<Ending | undefined>()

  const open = (ending: Ending) => {
    removing.reset()
    setTarget(ending)
    setShown(ending)
  }
  const close = () => {
    setTarget(undefined)
    removing.reset()
  }
  const onConfirm = () => {
    if (!target) return
    const name = fullName(target.link)
    removing.mutate(target.link.linkId, {
      onSuccess: () => {
        notifySuccess(t(target.kind === 'remove' ? 'cyber_team.removed' : 'cyber_team.withdrawn', { name }))
        setTarget(undefined)
        // The button that opened the dialog is gone: reading goes on from the section's heading.
        focusSectionHeading(target.kind === 'remove' ? MEMBERS_SECTION : PENDING_SECTION)
      },
    })
  }

  const failed = companyId.error ?? team.error
  const view = team.data ? splitTeam(team.data) : undefined
  const shownName = shown ? fullName(shown.link) : ''

  return (
    <div className={classes.layout}>
      <div className={classes.aside}>
        <InviteForm id="team-invite" />
      </div>
      <div className={`${layout.stack} ${classes.main}`}>
        {view ? (
          <>
            <SectionCard
              id={MEMBERS_SECTION}
              title={t('cyber_team.members_title')}
              description={t('cyber_team.members_description')}
              icon={<IconUsersGroup size={22} />}
              action={
                <Badge size="lg" color="navy.7">
                  {t('cyber_team.members_count', { count: view.members.length })}
                </Badge>
              }
            >
              {view.members.length === 0 ? (
                <p className={classes.empty}>{t('cyber_team.members_empty')}</p>
              ) : (
                <ul className={classes.memberGrid} aria-labelledby={`${MEMBERS_SECTION}-heading`}>
                  {view.members.map((member) => (
                    <MemberCard
                      key={member.linkId}
                      member={member}
                      onRemove={(link) => open({ link, kind: 'remove' })}
                    />
                  ))}
                </ul>
              )}
            </SectionCard>
            <PendingInvitations pending={view.pending} onWithdraw={(link) => open({ link, kind: 'withdraw' })} />
            <Notices notices={view.notices} />
          </>
        ) : failed ? (
          <LoadFailed
            title={t('cyber_team.load_failed')}
            error={failed}
            onRetry={() => void (companyId.error ? companyId.refetch() : team.refetch())}
            isRetrying={companyId.isFetching || team.isFetching}
          />
        ) : (
          <LoadingStatus label={t('loading')} />
        )}
      </div>
      <ConfirmDialog
        opened={!!target}
        title={
          shown?.kind === 'withdraw'
            ? t('cyber_team.withdraw_title', { name: shownName })
            : t('cyber_team.remove_title', { name: shownName })
        }
        body={
          shown?.kind === 'withdraw'
            ? t('cyber_team.withdraw_body', { name: shownName })
            : t('cyber_team.remove_body', { name: shownName })
        }
        confirmLabel={shown?.kind === 'withdraw' ? t('cyber_team.withdraw') : t('cyber_team.remove')}
        onConfirm={onConfirm}
        onCancel={close}
        isPending={removing.isPending}
        error={
          removing.error
            ? {
                title: t(shown?.kind === 'withdraw' ? 'cyber_team.withdraw_failed' : 'cyber_team.remove_failed'),
                message: removing.error.message,
              }
            : undefined
        }
      />
    </div>
  )
}
