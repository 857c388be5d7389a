import { Anchor, Button, DataList, Text, Title } from '@mantine/core'
import { IconBuilding, IconPencil } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CompanyProfile } from '@sentinela/shared/schemas/company'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { SectionCard } from '../../../components/ui/section-card'
import { useRegions } from '../../../lib/get-regions'
import { labelOf } from '../../../lib/select-options'
import { displayUrl, joinPresent } from '../utils/format'
import { COMPANY_PATHS } from '../utils/paths'
import { CompanyLogo } from './company-logo'
import classes from './company.module.css'

interface Row {
  label: string
  value: ReactNode
}

const row = (label: string, value: ReactNode | null | undefined): Row | undefined =>
  value === null || value === undefined || value === '' ? undefined : { label, value }

/** The company at a glance (§3): logo, name, industry, place, website, description and the key facts. */
export function CompanySummary({ profile, masterData }: { profile: CompanyProfile; masterData: MasterData }) {
  const { t } = useTranslation('company')
  const country = masterData.countries.find((entry) => entry.code === profile.country)
  const regions = useRegions(profile.region ? profile.country : null, country?.hasRegions ?? false)
  const industry = labelOf(masterData.industries, profile.industry)
  const location = joinPresent([profile.city, labelOf(regions.data, profile.region), country?.label])
  const rows = [
    row(t('fields.founded_year'), profile.foundedYear),
    row(
      t('fields.number_of_employees'),
      labelOf(masterData.optionLists.number_of_employees, profile.numberOfEmployees),
    ),
    row(t('fields.revenue_range'), labelOf(masterData.optionLists.revenue_range, profile.revenueRange)),
    row(t('fields.ceo'), profile.ceo),
    row(t('overview.subscription'), profile.subscriptionName || t('overview.no_subscription')),
    row(t('overview.number_of_users'), profile.numberOfUsers),
  ].filter((entry): entry is Row => !!entry)

  return (
    <SectionCard
      id="company"
      title={t('overview.company_title')}
      icon={<IconBuilding size={22} />}
      action={
        <Button
          component={Link}
          to={COMPANY_PATHS.editProfile}
          variant="light"
          size="sm"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('overview.edit_profile')}
        </Button>
      }
    >
      <div className={classes.companyBody}>
        <div>
          <div className={classes.identity}>
            <CompanyLogo name={profile.name} logoUrl={profile.logoUrl} />
            <div className={classes.identityText}>
              <Title order={3} size="h3" className={classes.companyName}>
                {profile.name}
              </Title>
              {industry ? <p className={classes.identityMeta}>{industry}</p> : null}
              {location ? <p className={classes.identityMeta}>{location}</p> : null}
              {profile.website ? (
                <Anchor href={profile.website} target="_blank" rel="noopener noreferrer" size="sm">
                  {displayUrl(profile.website)}
                </Anchor>
              ) : null}
            </div>
          </div>
          {profile.description ? (
            <p className={classes.description}>{profile.description}</p>
          ) : (
            <Text size="sm" c="dimmed" mb="md">
              {t('overview.no_description')}
            </Text>
          )}
        </div>
        <DataList labelWidth={170} withDivider>
          {rows.map((entry) => (
            <DataList.Item key={entry.label}>
              <DataList.ItemLabel>{entry.label}</DataList.ItemLabel>
              <DataList.ItemValue>{entry.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </div>
    </SectionCard>
  )
}
