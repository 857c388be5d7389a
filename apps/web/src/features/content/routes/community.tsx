import { Anchor, Paper, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadingStatus } from '../../../components/ui/query-status'
import { usePosts } from '../api/list-posts'
import { useTeamLinks } from '../api/list-team-links'
import { useWebinars } from '../api/list-webinars'
import { PostCard } from '../components/post-card'
import { WebinarCard } from '../components/webinar-card'
import classes from '../components/content.module.css'

/** /talent/account/Community: upcoming sessions, recent posts, the talent's cyber team, the awards (PRODUCT.md). */
export function CommunityRoute() {
  const { t } = useTranslation(['content', 'common'])
  const webinars = useWebinars()
  const posts = usePosts({ sort: 'newest', limit: 4 })
  const team = useTeamLinks()
  const active = team.data?.filter((link) => link.status === 'active') ?? []
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.talent_account_community')} intro={t('community.intro')} />
      <section aria-labelledby="community-sessions">
        <Title order={2} size="h3" id="community-sessions" mb="sm">
          {t('community.upcoming')}
        </Title>
        {webinars.isPending ? (
          <LoadingStatus label={t('community.upcoming')} />
        ) : (webinars.data?.upcoming.length ?? 0) === 0 ? (
          <Text>{t('sessions.none_upcoming')}</Text>
        ) : (
          <ul className={classes.list}>
            {webinars.data!.upcoming.slice(0, 2).map((webinar) => (
              <li key={webinar.id}>
                <WebinarCard webinar={webinar} />
              </li>
            ))}
          </ul>
        )}
        <Anchor component={Link} to="/sentinelaSessions" mt="sm" display="inline-block">
          {t('community.all_sessions')}
        </Anchor>
      </section>
      <section aria-labelledby="community-posts">
        <Title order={2} size="h3" id="community-posts" mb="sm">
          {t('community.posts')}
        </Title>
        {posts.isPending ? (
          <LoadingStatus label={t('community.posts')} />
        ) : (posts.data?.data.length ?? 0) === 0 ? (
          <Text>{t('blog.none')}</Text>
        ) : (
          <ul className={classes.list}>
            {posts.data!.data.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="community-team">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h3" id="community-team" mb="xs">
            {t('community.team')}
          </Title>
          {active.length === 0 ? (
            <Text>{t('community.team_none')}</Text>
          ) : (
            <ul>
              {active.map((link) => (
                <li key={link.linkId}>{link.companyName}</li>
              ))}
            </ul>
          )}
          <Anchor component={Link} to="/talent/account/relations">
            {t('community.team_link')}
          </Anchor>
        </Paper>
      </section>
      <section aria-labelledby="community-awards">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h3" id="community-awards" mb="xs">
            {t('community.awards')}
          </Title>
          <Text>{t('community.awards_none')}</Text>
        </Paper>
      </section>
    </div>
  )
}
