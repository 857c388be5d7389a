import { Anchor } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useOperatorPost } from '../api/get-post'
import { PostForm } from '../components/post-form'
import { RequireTwoStep } from '../components/require-two-step'

function EditPost({ id }: { id: number }) {
  const { t } = useTranslation(['content', 'common'])
  const post = useOperatorPost(id)
  if (post.isPending) return <LoadingStatus label={t('common:page.operator_post_edit')} />
  if (post.isError) return <LoadFailed title={t('common:page.operator_post_edit')} error={post.error} />
  return (
    <>
      {post.data.status === 'published' ? (
        <Anchor
          component={Link}
          to={post.data.isWebinar ? '/sentinelaSessions' : `/blog/${id}`}
          mb="md"
          display="block"
        >
          {t('operator.form.preview')}
        </Anchor>
      ) : null}
      <PostForm key={post.data.id} post={post.data} />
    </>
  )
}

/** /operator/posts/new and /operator/posts/{id}: write or edit a post or webinar. */
export function PostEditorRoute() {
  const { t } = useTranslation(['content', 'common'])
  const param = useParams().id
  const id = param ? Number(param) : undefined
  const title = id ? t('common:page.operator_post_edit') : t('common:page.operator_post_new')
  return (
    <RequireTwoStep>
      <PageHeader title={title} intro={t('operator.form.tags_hint')} />
      {id ? <EditPost id={id} /> : <PostForm />}
    </RequireTwoStep>
  )
}
