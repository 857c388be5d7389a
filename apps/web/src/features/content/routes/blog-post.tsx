import { Anchor, Badge, Group, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { POST_TAGS } from '@sentinela/shared/schemas/content'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { isNotFound, NotFoundMessage } from '../../../components/ui/not-found-message'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useLanguage } from '../../../hooks/use-language'
import { usePost } from '../api/get-post'
import classes from '../components/content.module.css'

/** /blog/{id}: one published post on its own public address. The HTML was sanitised by the API. */
export function BlogPostRoute() {
  const { t } = useTranslation(['content', 'common'])
  const language = useLanguage()
  const id = Number(useParams().id)
  const post = usePost(id)
  usePageTitle(post.data?.title ?? t('common:page.blog_post'))
  if (post.isPending) return <LoadingStatus label={t('common:page.blog_post')} />
  // A draft, a removed post or a mistyped address: the app's "not found", not a load failure to retry.
  if (isNotFound(post.error)) return <NotFoundMessage />
  if (post.isError) return <LoadFailed title={t('common:page.blog_post')} error={post.error} />
  const data = post.data
  return (
    <article className={classes.page} lang={data.language}>
      <Title order={1}>{data.title}</Title>
      <Group gap="xs">
        {data.tagIds.map((tagId) => {
          const tag = POST_TAGS.find((entry) => entry.id === tagId)
          return tag ? <Badge key={tagId}>{t(`tags.${tag.key}`)}</Badge> : null
        })}
      </Group>
      <Text size="sm" c="dimmed">
        {t('blog.by', { author: data.author })}
        {data.publishedAt
          ? ` · ${t('blog.published', { date: new Date(data.publishedAt).toLocaleDateString(language) })}`
          : ''}
      </Text>
      {data.coverUrl ? <img className={classes.cover} src={data.coverUrl} alt="" width={1200} height={630} /> : null}
      {/* Sanitised on the server (marked + sanitize-html): no script, no raw HTML, links over http(s) only. */}
      <div className={classes.body} dangerouslySetInnerHTML={{ __html: data.bodyHtml }} />
      {data.reference ? (
        <Text size="sm">
          {t('blog.reference')}:{' '}
          <Anchor href={data.reference} target="_blank" rel="noopener noreferrer nofollow">
            {data.reference}
          </Anchor>
        </Text>
      ) : null}
    </article>
  )
}
