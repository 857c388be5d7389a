import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AWARD_COUNTRY_PATHS } from '@sentinela/shared/schemas/awards'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadingStatus } from '../../../components/ui/query-status'
import { usePosts } from '../api/list-posts'
import { useOpenAwardEditions } from '../api/list-open-award-editions'
import { useTeamLinks } from '../api/list-team-links'
import { useWebinars } from '../api/list-webinars'
import { PostCard } from '../components/post-card'
import { WebinarCard } from '../components/webinar-card'
import classes from '../components/content.module.css'

/** Dark shades keep the white words at AA contrast. */
const PHASE_COLORS = {
  upcoming: 'gray.7',
  nominations: 'blue.8',
  evaluation: 'grape.8',
  voting: 'teal.9',
  closed: 'dark.6',
}

/** The awards editions open now (or about to open), with their phase and the way to their country page. */
function OpenAwards() {
  const { t } = useTranslation(['content', 'awards'])
  const awards = useOpenAwardEditions()
  if (awards.isPending) return <LoadingStatus label={t('community.awards')} />
  if (awards.editions.length === 0) return <Text>{t('community.awards_none')}</Text>
  return (
    <ul className={classes.list}>
      {awards.editions.map((edition) => {
        const country = t(`awards:country.${edition.country}`)
        return (
          <li key={edition.id}>
            <Group gap="xs" wrap="wrap">
              <Anchor component={Link} to={`${AWARD_COUNTRY_PATHS[edition.country]}?edition=${edition.id}`} fw={600}>
                {t('community.awards_edition', { country, year: edition.year })}
              </Anchor>
              <Badge color={PHASE_COLORS[edition.phase]}>{t(`awards:phase.${edition.phase}`)}</Badge>
            </Group>
          </li>
        )
      })}
    </ul>
  )
}

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
          <OpenAwards />
        </Paper>
      </section>
    </div>
  )
}
