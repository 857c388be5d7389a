import { Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useWebinars } from '../api/list-webinars'
import { WebinarCard } from '../components/webinar-card'
import classes from '../components/content.module.css'

/** /sentinelaSessions: upcoming and past webinars (PRODUCT.md "Content", §9 times). */
export function SentinelaSessionsRoute() {
  const { t } = useTranslation(['content', 'common'])
  const webinars = useWebinars()
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.sentinela_sessions')} intro={t('sessions.intro')} />
      {webinars.isPending ? (
        <LoadingStatus label={t('sessions.upcoming')} />
      ) : webinars.isError ? (
        <LoadFailed title={t('sessions.upcoming')} error={webinars.error} onRetry={() => void webinars.refetch()} />
      ) : (
        <>
          <section aria-labelledby="sessions-upcoming">
            <Title order={2} size="h3" id="sessions-upcoming" mb="sm">
              {t('sessions.upcoming')}
            </Title>
            {webinars.data.upcoming.length === 0 ? (
              <p>{t('sessions.none_upcoming')}</p>
            ) : (
              <ul className={classes.list}>
                {webinars.data.upcoming.map((webinar) => (
                  <li key={webinar.id}>
                    <WebinarCard webinar={webinar} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="sessions-past">
            <Title order={2} size="h3" id="sessions-past" mb="sm">
              {t('sessions.past')}
            </Title>
            {webinars.data.past.length === 0 ? (
              <p>{t('sessions.none_past')}</p>
            ) : (
              <ul className={classes.list}>
                {webinars.data.past.map((webinar) => (
                  <li key={webinar.id}>
                    <WebinarCard webinar={webinar} past />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}
