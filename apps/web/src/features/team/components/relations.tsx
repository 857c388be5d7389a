import { Badge, Button, Switch } from '@mantine/core'
import { IconBuildingCommunity, IconCheck, IconLinkOff, IconMailOpened, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TalentRelation } from '@sentinela/shared/schemas/team'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { focusSectionHeading, SectionCard } from '../../../components/ui/section-card'
import { useLanguage } from '../../../hooks/use-language'
import { useConfirmTalentLink } from '../api/confirm-talent-link'
import { useRelations } from '../api/list-relations'
import { useUnlinkCompany } from '../api/unlink-company'
import { useUpdatePublicProfile } from '../api/update-public-profile'
import { formatDate } from '../utils/format'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { CompanyLogo } from './company-logo'
import layout from '../../../components/ui/layout.module.css'
import classes from './team.module.css'

const INVITATIONS_SECTION = 'relations-invitations'
const COMPANIES_SECTION = 'relations-companies'

function Invitation({
  relation,
  onDecline,
}: {
  relation: TalentRelation
  onDecline: (relation: TalentRelation) => void
}) {
  const { t } = useTranslation('team')
  const language = useLanguage()
  const confirm = useConfirmTalentLink()
  const company = relation.companyName
  const onAccept = () =>
    confirm.mutate(
      { linkId: relation.linkId, accept: true },
      {
        onSuccess: () => {
          notifySuccess(t('relations.accepted', { company }))
          focusSectionHeading(COMPANIES_SECTION)
        },
        onError: (error) => notifyFailure(t('relations.answer_failed'), error.message),
      },
    )
  return (
    <li className={layout.centredItem}>
      <CompanyLogo name={company} logoUrl={relation.logoUrl} />
      <div className={classes.rowBody}>
        <h3 className={layout.itemTitle}>{company}</h3>
        <p className={layout.itemLine}>
          {t('relations.invited_on', { date: formatDate(relation.invitedAt, language) })}
        </p>
      </div>
      <div className={layout.actions}>
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          onClick={onAccept}
          loading={confirm.isPending}
          aria-label={t('relations.accept_label', { company })}
        >
          {t('relations.accept')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => onDecline(relation)}
          disabled={confirm.isPending}
          aria-label={t('relations.decline_label', { company })}
        >
          {t('relations.decline')}
        </Button>
      </div>
    </li>
  )
}

function Membership({
  relation,
  onUnlink,
}: {
  relation: TalentRelation
  onUnlink: (relation: TalentRelation) => void
}) {
  const { t } = useTranslation('team')
  const language = useLanguage()
  const update = useUpdatePublicProfile()
  const company = relation.companyName
  const onToggle = (publicProfile: boolean) =>
    update.mutate(
      { linkId: relation.linkId, publicProfile },
      {
        onSuccess: () =>
          notifySuccess(t(publicProfile ? 'relations.now_public' : 'relations.now_private', { company })),
        onError: (error) => notifyFailure(t('relations.public_failed'), error.message),
      },
    )
  return (
    <li className={`${layout.box} ${classes.companyCard}`}>
      <div className={classes.companyHead}>
        <CompanyLogo name={company} logoUrl={relation.logoUrl} />
        <div className={classes.rowBody}>
          <h3 className={layout.itemTitle}>{company}</h3>
          <p className={layout.itemLine}>
            {t('relations.member_since', { date: formatDate(relation.acceptedAt ?? relation.invitedAt, language) })}
          </p>
        </div>
        {relation.publicProfile ? (
          <Badge size="md" color="teal.9">
            {t('relations.public_badge')}
          </Badge>
        ) : (
          <Badge size="md" color="gray.7">
            {t('relations.private_badge')}
          </Badge>
        )}
      </div>
      <div className={classes.companyFooter}>
        <Switch
          className={classes.switch}
          label={t('relations.public_switch', { company })}
          description={t('relations.public_explained')}
          checked={relation.publicProfile}
          disabled={update.isPending}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
        <Button
          variant="outline"
          color="red.8"
          c="red.8"
          leftSection={<IconLinkOff size={16} aria-hidden />}
          onClick={() => onUnlink(relation)}
          aria-label={t('relations.unlink_label', { company })}
        >
          {t('relations.unlink')}
        </Button>
      </div>
    </li>
  )
}

type Ending = { relation: TalentRelation; kind: 'decline' | 'unlink' }

/** The talent's invitations (accept or decline) and cyber teams (public or private, unlink) (§4, §6). */
export function Relations() {
  const { t } = useTranslation('team')
  const relations = useRelations()
  const confirm = useConfirmTalentLink()
  const unlink = useUnlinkCompany()
  const [target, setTarget] = useState<Ending | undefined>()
  const [shown, setShown] = useState<Ending | undefined>()

  const open = (ending: Ending) => {
    confirm.reset()
    unlink.reset()
    setTarget(ending)
    setShown(ending)
  }
  const close = () => {
    setTarget(undefined)
    confirm.reset()
    unlink.reset()
  }
  const onConfirm = () => {
    if (!target) return
    const company = target.relation.companyName
    const done = (message: string, section: string) => {
      notifySuccess(message)
      setTarget(undefined)
      focusSectionHeading(section)
    }
    if (target.kind === 'decline') {
      confirm.mutate(
        { linkId: target.relation.linkId, accept: false },
        { onSuccess: () => done(t('relations.declined', { company }), INVITATIONS_SECTION) },
      )
    } else {
      unlink.mutate(target.relation.companyId, {
        onSuccess: () => done(t('relations.unlink_done', { company }), COMPANIES_SECTION),
      })
    }
  }

  const company = shown?.relation.companyName ?? ''
  const isDecline = shown?.kind === 'decline'
  const failure = isDecline ? confirm.error : unlink.error

  if (!relations.data) {
    return relations.error ? (
      <LoadFailed
        title={t('relations.load_failed')}
        error={relations.error}
        onRetry={() => void relations.refetch()}
        isRetrying={relations.isFetching}
      />
    ) : (
      <LoadingStatus label={t('loading')} />
    )
  }

  const invitations = relations.data.filter((relation) => relation.status === 'pending')
  const memberships = relations.data.filter((relation) => relation.status === 'active')

  return (
    <div className={layout.stack}>
      <SectionCard
        id={INVITATIONS_SECTION}
        title={t('relations.invitations_title')}
        description={t('relations.invitations_description')}
        icon={<IconMailOpened size={22} />}
      >
        {invitations.length === 0 ? (
          <p className={classes.empty}>{t('relations.invitations_empty')}</p>
        ) : (
          <ul className={layout.list} aria-labelledby={`${INVITATIONS_SECTION}-heading`}>
            {invitations.map((relation) => (
              <Invitation
                key={relation.linkId}
                relation={relation}
                onDecline={(item) => open({ relation: item, kind: 'decline' })}
              />
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard
        id={COMPANIES_SECTION}
        title={t('relations.companies_title')}
        description={t('relations.companies_description')}
        icon={<IconBuildingCommunity size={22} />}
      >
        {memberships.length === 0 ? (
          <p className={classes.empty}>{t('relations.companies_empty')}</p>
        ) : (
          <ul className={layout.list} aria-labelledby={`${COMPANIES_SECTION}-heading`}>
            {memberships.map((relation) => (
              <Membership
                key={relation.linkId}
                relation={relation}
                onUnlink={(item) => open({ relation: item, kind: 'unlink' })}
              />
            ))}
          </ul>
        )}
      </SectionCard>
      <ConfirmDialog
        opened={!!target}
        title={isDecline ? t('relations.decline_title', { company }) : t('relations.unlink_title', { company })}
        body={isDecline ? t('relations.decline_body', { company }) : t('relations.unlink_body', { company })}
        confirmLabel={isDecline ? t('relations.decline') : t('relations.unlink')}
        onConfirm={onConfirm}
        onCancel={close}
        isPending={confirm.isPending || unlink.isPending}
        error={
          failure
            ? {
                title: isDecline ? t('relations.answer_failed') : t('relations.unlink_failed'),
                message: failure.message,
              }
            : undefined
        }
      />
    </div>
  )
}
