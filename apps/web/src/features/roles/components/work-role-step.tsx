import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { CategoryWithRoles } from '../../../lib/list-work-roles'
import { LIMITS } from '../utils/nice-selection'
import { ChoiceCard } from './choice-card'

export interface WorkRoleStepProps {
  catalog: readonly CategoryWithRoles[]
  categoryCodes: readonly string[]
  selected: readonly string[]
  onToggle: (workRoleCode: string) => void
}

function CategoryGroup({
  category,
  selected,
  onToggle,
}: {
  category: CategoryWithRoles
  selected: readonly string[]
  onToggle: (workRoleCode: string) => void
}) {
  const { t } = useTranslation('roles')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {category.name}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {category.workRoles.map((role) => (
          <ChoiceCard
            key={role.code}
            checked={selected.includes(role.code)}
            onToggle={() => onToggle(role.code)}
            title={role.name}
            description={role.description}
            meta={t('work_roles.statement_counts', role.statementCounts)}
          />
        ))}
      </SimpleGrid>
    </section>
  )
}

/** Step 2: the work roles of the chosen categories (PRODUCT.md: "domains or specialities"), 1 to 5, by category. */
export function WorkRoleStep({ catalog, categoryCodes, selected, onToggle }: WorkRoleStepProps) {
  const { t } = useTranslation('roles')
  const max = LIMITS.workRoles.max
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {t('work_roles.heading')}
        </Title>
        <Group justify="space-between" align="baseline" gap="xs">
          <Text c="dimmed">{t('work_roles.help', { max })}</Text>
          <Text fw={600} aria-live="polite">
            {t('work_roles.chosen_count', { count: selected.length, max })}
          </Text>
        </Group>
      </div>
      {catalog
        .filter((category) => categoryCodes.includes(category.code))
        .map((category) => (
          <CategoryGroup key={category.code} category={category} selected={selected} onToggle={onToggle} />
        ))}
    </Stack>
  )
}
