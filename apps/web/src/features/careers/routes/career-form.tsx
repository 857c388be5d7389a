import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { isPlanRefusal } from '../../../lib/plan'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useCreateCareer } from '../api/create-career'
import { useCareer } from '../api/get-career'
import { useUpdateCareer } from '../api/update-career'
import { useCareerId } from '../components/career-id'
import { CareerForm } from '../components/career-form'
import classes from '../components/careers.module.css'
import { CompanyPlanGate } from '../components/plan-gate'
import { notifyError, notifySuccess } from '../components/notify'

/** A plan's refusal shows on the page with the way to upgrade (CompanyPlanGate); other failures as a notice. */
const notifyUnlessPlan = (error: unknown) => {
  if (!isPlanRefusal(error)) notifyError(error)
}

/** /career/createCareer: a new path of one's own (talent) or of one's company; then its trainings are added. */
export function CareerCreateRoute() {
  const { t } = useTranslation(['careers', 'common'])
  const create = useCreateCareer()
  const navigate = useNavigate()
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.career_create')} intro={t('intro.create')} />
      <CompanyPlanGate error={create.error} />
      <CareerForm
        submitLabel={t('actions.submit_create')}
        isPending={create.isPending}
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: (careerId) => {
              notifySuccess(t('messages.created'))
              void navigate(`/career/editCareer?id=${careerId}`)
            },
            onError: notifyUnlessPlan,
          })
        }
      />
    </div>
  )
}

/** /career/BasicInformationCareer?id=: the path's name, description, flags and roles. */
export function CareerBasicInformationRoute() {
  const { t } = useTranslation(['careers', 'common'])
  const id = useCareerId()
  const career = useCareer(id)
  const update = useUpdateCareer()
  const navigate = useNavigate()
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.career_basic_information')} intro={t('intro.create')} />
      <CompanyPlanGate error={update.error} />
      {id === null ? (
        <Text role="alert">{t('messages.load_failed')}</Text>
      ) : career.isPending ? (
        <LoadingStatus label={t('common:page.career_basic_information')} />
      ) : career.isError ? (
        <LoadFailed title={t('messages.load_failed')} error={career.error} onRetry={() => void career.refetch()} />
      ) : (
        <CareerForm
          initial={career.data}
          submitLabel={t('actions.submit_update')}
          isPending={update.isPending}
          onSubmit={(values) =>
            update.mutate(
              { ...values, careerId: id },
              {
                onSuccess: () => {
                  notifySuccess(t('messages.updated'))
                  void navigate(`/career/editCareer?id=${id}`)
                },
                onError: notifyUnlessPlan,
              },
            )
          }
        />
      )}
    </div>
  )
}
