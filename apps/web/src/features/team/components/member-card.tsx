import { Avatar, Badge, Button } from '@mantine/core'
import { IconLock, IconTrash, IconWorld } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { TeamMember } from '@sentinela/shared/schemas/team'
import { useLanguage } from '../../../hooks/use-language'
import { countryName, formatDate, formatPercentage, joinPresent } from '../utils/format'
import { fullName, initialsOf } from '../utils/team'
import layout from '../../../components/ui/layout.module.css'
import classes from './team.module.css'

/**
 * One active member. PRODUCT.md "Who sees what": photo, title, location and best roles only while the member keeps
 * the profile public; otherwise the name and a "private profile" badge.
 */
export function MemberCard({ member, onRemove }: { member: TeamMember; onRemove: (member: TeamMember) => void }) {
  const { t } = useTranslation('team')
  const language = useLanguage()
  const name = fullName(member)
  const location = joinPresent([member.city, member.country ? countryName(member.country, language) : null])
  return (
    <li className={`${layout.box} ${classes.memberCard}`}>
      <div className={classes.memberHead}>
        <Avatar
          src={member.photoUrl}
          alt={member.photoUrl ? t('cyber_team.photo_alt', { name }) : undefined}
          size={56}
          radius="xl"
          color="indigo"
          variant="light"
        >
          <span aria-hidden>{initialsOf(name)}</span>
        </Avatar>
        <div className={classes.memberIdentity}>
          <h3 className={layout.itemTitle}>{name}</h3>
          {member.publicProfile ? (
            <>
              <p className={layout.itemLine}>{member.currentJobTitle ?? t('cyber_team.no_title')}</p>
              {location ? <p className={layout.itemLine}>{location}</p> : null}
            </>
          ) : null}
          <p className={layout.itemLine}>{member.email}</p>
        </div>
      </div>
      <div className={classes.memberBadges}>
        {member.publicProfile ? (
          <Badge size="md" color="teal.9" leftSection={<IconWorld size={14} aria-hidden />}>
            {t('cyber_team.public_profile')}
          </Badge>
        ) : (
          <Badge size="md" color="gray.7" leftSection={<IconLock size={14} aria-hidden />}>
            {t('cyber_team.private_profile')}
          </Badge>
        )}
      </div>
      {member.publicProfile ? (
        member.bestRoles.length > 0 ? (
          <div>
            <p className={classes.subheading}>{t('cyber_team.best_roles')}</p>
            <ul className={layout.roleFits} aria-label={t('cyber_team.best_roles_of', { name })}>
              {member.bestRoles.map((role) => (
                <li key={role.workRoleCode} className={classes.role}>
                  <span className={classes.roleName}>{role.name}</span>
                  <span className={classes.rolePercentage}>{formatPercentage(role.percentage, language)}</span>
                  <span className={layout.roleTrack} aria-hidden>
                    <span className={layout.roleBar} style={{ width: `${Math.min(100, role.percentage)}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className={classes.note}>{t('cyber_team.no_roles')}</p>
        )
      ) : (
        <p className={classes.note}>{t('cyber_team.private_note', { name })}</p>
      )}
      <div className={classes.memberFooter}>
        <p className={layout.itemLine}>
          {t('cyber_team.member_since', { date: formatDate(member.acceptedAt ?? member.invitedAt, language) })}
        </p>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onRemove(member)}
          aria-label={t('cyber_team.remove_label', { name })}
        >
          {t('cyber_team.remove')}
        </Button>
      </div>
    </li>
  )
}
