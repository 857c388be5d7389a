import { Avatar, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconMail, IconSparkles, IconUser } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobSummary, RecommendedTalent } from '@sentinela/shared/schemas/jobs'
import { ContactTalentDialog } from '../../../components/contact/contact-talent-dialog'
import { fullName, initialsOf } from '../../../components/talent-profile/format'
import { TalentProfileDrawer } from '../../../components/talent-profile/talent-profile-drawer'
import { PlanUpgradeAlert } from '../../../components/ui/plan-upgrade-alert'
import { LoadFailed } from '../../../components/ui/query-status'
import { useLanguage } from '../../../hooks/use-language'
import { isPlanRefusal, useSubscription } from '../../../lib/plan'
import { useRecommendedTalent } from '../api/get-recommended-talent'
import { countryName, formatPercent, joinPresent } from '../utils/format'
import layout from '../../../components/ui/layout.module.css'
import shared from './shared.module.css'
import classes from './recommended-talent.module.css'

/**
 * "Recommended talent" on a job's pipeline (#16, Professional and Enterprise): the talents a company may look at who
 * fit the job's NICE roles best and are not candidates yet, with their fit; the profile opens when they share it. On a
 * plan without it, the way to one that has it.
 */
export function RecommendedTalentSection({ job }: { job: JobSummary }) {
  const { t } = useTranslation('company-jobs')
  const language = useLanguage()
  const headingId = useId()
  const subscription = useSubscription()
  const isIncluded = subscription.data?.plan.limits.recommendedTalent === true
  const recommended = useRecommendedTalent(job.id, isIncluded)
  const [profileOf, setProfileOf] = useState<RecommendedTalent | null>(null)
  const [contactOf, setContactOf] = useState<RecommendedTalent | null>(null)

  let content
  if (subscription.data && !isIncluded) {
    content = <PlanUpgradeAlert message={t('recommended.upgrade')} />
  } else if (isPlanRefusal(recommended.error)) {
    content = <PlanUpgradeAlert message={recommended.error.message} />
  } else if (recommended.error) {
    content = (
      <LoadFailed
        title={t('recommended.load_failed')}
        error={recommended.error}
        onRetry={() => void recommended.refetch()}
        isRetrying={recommended.isFetching}
      />
    )
  } else if (subscription.error) {
    content = null
  } else if (!recommended.data) {
    content = (
      <div role="status">
        <Text size="sm" c="dimmed">
          {t('recommended.loading')}
        </Text>
        <Skeleton height={72} radius="md" mt="sm" aria-hidden />
      </div>
    )
  } else if (recommended.data.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {job.roles.length === 0 ? t('recommended.no_roles') : t('recommended.empty')}
      </Text>
    )
  } else {
    content = (
      <ol className={classes.recommendedList} aria-labelledby={headingId}>
        {recommended.data.map((talent) => {
          const name = fullName(talent)
          const place = joinPresent([talent.city, countryName(talent.country, language)])
          return (
            <li key={talent.talentId} className={`${layout.resultCard} ${classes.recommendedItem}`}>
              <Group gap="sm" wrap="nowrap" align="center">
                {talent.photoUrl ? (
                  <Avatar src={talent.photoUrl} alt={t('recommended.photo_of', { name })} size={44} radius="xl" />
                ) : (
                  <Avatar size={44} radius="xl" color="navy.7" variant="filled" aria-hidden>
                    {initialsOf(talent) || <IconUser size={20} />}
                  </Avatar>
                )}
                <div className={classes.recommendedWho}>
                  <Text fw={600}>{name}</Text>
                  <Text size="sm" c="dimmed">
                    {joinPresent([talent.currentJobTitle, place])}
                  </Text>
                </div>
                <Text fw={700} className={classes.recommendedFit}>
                  {t('recommended.fit', { fit: formatPercent(talent.fit, language) })}
                </Text>
              </Group>
              <Group gap="xs" mt="xs">
                {talent.sharesProfile ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconUser size={16} aria-hidden />}
                    onClick={() => setProfileOf(talent)}
                    aria-label={t('recommended.view_profile_named', { name })}
                  >
                    {t('recommended.view_profile')}
                  </Button>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('recommended.not_shared')}
                  </Text>
                )}
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconMail size={16} aria-hidden />}
                  onClick={() => setContactOf(talent)}
                  aria-label={t('recommended.contact_named', { name })}
                >
                  {t('pipeline.contact')}
                </Button>
              </Group>
            </li>
          )
        })}
      </ol>
    )
  }

  return (
    <section aria-labelledby={headingId} className={shared.section}>
      <Stack gap="xs">
        <Group gap="xs" align="center">
          <IconSparkles size={20} aria-hidden />
          <Title order={2} size="h3" id={headingId}>
            {t('recommended.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('recommended.intro')}
        </Text>
        {content}
      </Stack>
      <TalentProfileDrawer talent={profileOf} onClose={() => setProfileOf(null)} />
      {contactOf ? (
        <ContactTalentDialog
          key={contactOf.talentId}
          opened
          talentId={contactOf.talentId}
          talentName={fullName(contactOf)}
          positionId={job.id}
          jobTitle={job.jobTitle}
          invalidates={[['company-jobs']]}
          onClose={() => setContactOf(null)}
        />
      ) : null}
    </section>
  )
}
