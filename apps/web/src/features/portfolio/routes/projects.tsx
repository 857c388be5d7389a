import { Button, Text } from '@mantine/core'
import { IconBriefcase, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Project } from '@sentinela/shared/schemas/portfolio'
import { ProjectItems } from '../../../components/talent-profile/project-items'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { notifySuccess } from '../../../lib/notify'
import { useDeleteProject } from '../api/delete-project'
import { useProjects } from '../api/list-projects'
import { ProjectForm } from '../components/project-form'
import classes from '../components/portfolio.module.css'

function Projects() {
  const { t } = useTranslation(['portfolio', 'common'])
  const projects = useProjects()
  const remove = useDeleteProject()
  // null: the dialog is closed; 'new': adding; a project: changing it.
  const [editing, setEditing] = useState<Project | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Project | null>(null)

  const list = projects.data
  const isFull = list ? list.projects.length >= list.limit : false
  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')} disabled={isFull}>
      {t('projects.add')}
    </Button>
  )

  let body
  if (list) {
    body =
      list.projects.length === 0 ? (
        <EmptyState
          icon={<IconBriefcase size={32} />}
          title={t('projects.empty_title')}
          body={t('projects.empty_body')}
          action={addButton}
        />
      ) : (
        <>
          <div className={classes.toolbar}>
            <Text c="dimmed" size="sm">
              {isFull
                ? t('projects.limit_reached', { limit: list.limit })
                : t('projects.count', { count: list.projects.length, limit: list.limit })}
            </Text>
            {addButton}
          </div>
          <ProjectItems
            projects={list.projects}
            label={t('projects.list_label')}
            headingOrder={3}
            actions={(project) => (
              <>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  aria-label={t('projects.edit_label', { title: project.title })}
                  onClick={() => setEditing(project)}
                >
                  {t('projects.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color="red.8"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={t('projects.delete_label', { title: project.title })}
                  onClick={() => setDeleting(project)}
                >
                  {t('projects.delete')}
                </Button>
              </>
            )}
          />
        </>
      )
  } else if (projects.isError) {
    body = (
      <LoadFailed
        title={t('projects.load_failed')}
        error={projects.error}
        onRetry={() => void projects.refetch()}
        isRetrying={projects.isFetching}
      />
    )
  } else {
    body = <LoadingStatus label={t('projects.loading')} />
  }

  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.talent_profile_projects')} intro={t('projects.intro')} />
      {body}
      {editing ? <ProjectForm project={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('projects.delete_title')}
        body={t('projects.delete_body', { title: deleting?.title ?? '' })}
        confirmLabel={t('projects.delete')}
        isPending={remove.isPending}
        error={remove.error ? { title: t('projects.delete_failed'), message: remove.error.message } : undefined}
        onCancel={() => {
          remove.reset()
          setDeleting(null)
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('projects.project_deleted'))
              setDeleting(null)
            },
          })
        }
      />
    </div>
  )
}

/** /talent/profile/projects: the talent's portfolio, to add to, change and delete from. */
export function ProjectsRoute() {
  return (
    <ScreenSuspense>
      <Projects />
    </ScreenSuspense>
  )
}
