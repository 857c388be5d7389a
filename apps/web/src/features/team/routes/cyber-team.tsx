import { Alert, Anchor } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { ScreenSuspense } from '../../../components/ui/query-status'
import { readSession } from '../../../lib/session'
import { CyberTeam } from '../components/cyber-team'
import classes from '../components/team.module.css'

const RELATIONS_PATH = '/talent/account/relations'

function CyberTeamPage() {
  const { t } = useTranslation(['team', 'common'])
  // §6: the cyber team is the company's; a talent who lands here is pointed to their own company links.
  const isTalent = readSession()?.role === 'talent'
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.company_account_cyber_team')} intro={t('cyber_team.intro')} />
      {isTalent ? (
        <Alert color="indigo" icon={<IconInfoCircle aria-hidden />} title={t('cyber_team.talent_only_title')}>
          {t('cyber_team.talent_only_body')}{' '}
          <Anchor component={Link} to={RELATIONS_PATH}>
            {t('cyber_team.talent_only_link')}
          </Anchor>
        </Alert>
      ) : (
        <CyberTeam />
      )}
    </div>
  )
}

/** /company/account/cyber-team: the company's cyber team (§2, §3 "Cyber team member", §4). */
export function CyberTeamRoute() {
  return (
    <ScreenSuspense>
      <CyberTeamPage />
    </ScreenSuspense>
  )
}
