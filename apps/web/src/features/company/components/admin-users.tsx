import { Alert, Badge, Button, Skeleton, Stack, Text } from '@mantine/core'
import { IconInfoCircle, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Account } from '@sentinela/shared/schemas/accounts'
import type { CompanyUser } from '@sentinela/shared/schemas/company'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { LoadFailed } from '../../../components/ui/query-status'
import { SectionCard } from '../../../components/ui/section-card'
import { useDeleteEmployee } from '../api/delete-employee'
import { useEmployees } from '../api/list-employees'
import { notifySuccess } from '../../../lib/notify'
import { AddAdminDialog } from './add-admin-dialog'
import layout from '../../../components/ui/layout.module.css'
import classes from './company.module.css'

const STATUS_ROLE = 'status'
const nameOf = (user: Pick<CompanyUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim()

/**
 * The company's users (§3 users[]): the main admin first and marked. §6: only the main admin adds admin users and
 * removes them (never the main admin); everyone else reads the list.
 */
export function AdminUsers({ account }: { account: Account }) {
  const { t } = useTranslation('company')
  const employees = useEmployees()
  const removing = useDeleteEmployee()
  const [isAdding, setAdding] = useState(false)
  // The user being removed; `shown` keeps the dialog's words while it fades out after closing.
  const [target, setTarget] = useState<CompanyUser | undefined>()
  const [shown, setShown] = useState<CompanyUser | undefined>()
  const canManage = account.isMainAdmin

  const openRemove = (user: CompanyUser) => {
    setTarget(user)
    setShown(user)
  }
  const closeRemove = () => {
    setTarget(undefined)
    removing.reset()
  }
  const onConfirmRemove = () => {
    if (!target) return
    removing.mutate(target.id, {
      onSuccess: () => {
        notifySuccess(t('admins.removed', { name: nameOf(target) }))
        setTarget(undefined)
        // The removed user's button is gone: reading goes on from the list's heading.
        window.setTimeout(() => document.getElementById('admin-users-heading')?.focus(), 0)
      },
    })
  }

  const addButton = canManage ? (
    <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
      {t('admins.add')}
    </Button>
  ) : undefined

  return (
    <SectionCard
      id="admin-users"
      title={t('admins.list_title')}
      description={canManage ? t('admins.list_description_main') : undefined}
      icon={<IconUsers size={22} />}
      action={addButton}
    >
      {canManage ? null : (
        <Alert color="indigo" icon={<IconInfoCircle aria-hidden />} mb="md" title={t('admins.read_only_title')}>
          {t('admins.read_only_body')}
        </Alert>
      )}
      {employees.data ? (
        <ul className={layout.list} aria-labelledby="admin-users-heading">
          {employees.data.map((user) => (
            <li key={user.id} className={layout.centredItem}>
              <div className={classes.userBody}>
                <h3 className={`${layout.itemTitle} ${classes.userName}`}>
                  {nameOf(user)}
                  {user.isMainAdmin ? (
                    <Badge size="sm" color="indigo.8">
                      {t('admins.main_admin')}
                    </Badge>
                  ) : (
                    <Badge size="sm" color="gray.7">
                      {t('admins.admin')}
                    </Badge>
                  )}
                  {user.id === account.id ? (
                    <Badge size="sm" color="teal.9">
                      {t('admins.you')}
                    </Badge>
                  ) : null}
                </h3>
                {user.jobTitle ? <p className={layout.itemLine}>{user.jobTitle}</p> : null}
                <p className={layout.itemLine}>{user.email}</p>
                {user.status === 'pending' ? <p className={layout.itemLine}>{t('admins.pending')}</p> : null}
              </div>
              {canManage && !user.isMainAdmin ? (
                <Button
                  variant="default"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => openRemove(user)}
                  aria-label={t('admins.remove_label', { name: nameOf(user) })}
                >
                  {t('admins.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : employees.error ? (
        <LoadFailed
          title={t('admins.load_failed')}
          error={employees.error}
          onRetry={() => void employees.refetch()}
          isRetrying={employees.isFetching}
          retryLabel={t('actions.retry')}
        />
      ) : (
        <div role={STATUS_ROLE}>
          <Text size="sm" c="dimmed">
            {t('admins.loading')}
          </Text>
          <Stack gap="sm" mt="sm" aria-hidden>
            <Skeleton height={72} />
            <Skeleton height={72} />
          </Stack>
        </div>
      )}
      {canManage ? <AddAdminDialog opened={isAdding} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        opened={!!target}
        title={t('admins.remove_title')}
        body={shown ? t('admins.remove_body', { name: nameOf(shown) }) : ''}
        confirmLabel={t('admins.remove')}
        onConfirm={onConfirmRemove}
        onCancel={closeRemove}
        isPending={removing.isPending}
        error={removing.error ? { title: removing.error.message } : undefined}
      />
    </SectionCard>
  )
}
