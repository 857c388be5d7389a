import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Post } from '@sentinela/shared/schemas/content'
import { useLanguage } from '../../../hooks/use-language'

/** A post in a list: title (its page's link), date and first words. */
export function PostCard({ post }: { post: Post }) {
  const { t } = useTranslation('content')
  const language = useLanguage()
  return (
    <Paper component="article" withBorder radius="md" p="md">
      <Stack gap={4}>
        <Title order={3} size="h5">
          <Anchor component={Link} to={`/blog/${post.id}`}>
            {post.title}
          </Anchor>
        </Title>
        {post.publishedAt ? (
          <Text size="xs" c="dimmed">
            {t('blog.published', { date: new Date(post.publishedAt).toLocaleDateString(language) })}
          </Text>
        ) : null}
        <Text size="sm">{post.summary}</Text>
      </Stack>
    </Paper>
  )
}
