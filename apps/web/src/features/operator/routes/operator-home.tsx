import { Anchor, Badge, Button, Group, Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { WEBINAR_TAG_ID } from '@sentinela/shared/schemas/content'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useLanguage } from '../../../hooks/use-language'
import { useOperatorPosts } from '../api/list-posts'
import { RequireTwoStep } from '../components/require-two-step'
import classes from '../components/operator.module.css'

function PostList() {
  const { t } = useTranslation(['content', 'common'])
  const language = useLanguage()
  const posts = useOperatorPosts()
  if (posts.isPending) return <LoadingStatus label={t('operator.posts')} />
  if (posts.isError)
    return <LoadFailed title={t('operator.posts')} error={posts.error} onRetry={() => void posts.refetch()} />
  if (posts.data.length === 0) return <Text>{t('operator.empty')}</Text>
  return (
    <ul className={classes.list} aria-label={t('operator.posts')}>
      {posts.data.map((post) => (
        <li key={post.id}>
          <Paper withBorder radius="md" p="sm">
            <div className={classes.row}>
              <div className={classes.rowTitle}>
                <Anchor component={Link} to={`/operator/posts/${post.id}`} fw={600}>
                  {post.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {post.startsAt
                    ? t('operator.starts', { date: new Date(post.startsAt).toLocaleString(language) })
                    : t('operator.updated', { date: new Date(post.updatedAt).toLocaleDateString(language) })}
                </Text>
              </div>
              <Group gap="xs">
                <Badge color={post.status === 'published' ? 'teal' : 'gray'}>
                  {t(`operator.status.${post.status}`)}
                </Badge>
                <Badge variant="outline">{t(`languages.${post.language}`)}</Badge>
                {post.tagIds.includes(WEBINAR_TAG_ID) ? (
                  <Badge color="grape" data-testid="registrations">
                    {t('operator.registrations', { count: post.registrations })}
                  </Badge>
                ) : null}
              </Group>
            </div>
          </Paper>
        </li>
      ))}
    </ul>
  )
}

/** /operator: every post and webinar, with registration counts per session. */
export function OperatorHomeRoute() {
  const { t } = useTranslation(['content', 'common'])
  return (
    <RequireTwoStep>
      <PageHeader title={t('common:page.operator_home')} intro={t('operator.list_intro')} />
      <Button component={Link} to="/operator/posts/new" mb="md">
        {t('operator.new_post')}
      </Button>
      <PostList />
    </RequireTwoStep>
  )
}
