import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CategoryWithRoles } from '../../../lib/list-work-roles'
import { LIMITS } from '../utils/nice-selection'
import { ChoiceCard } from './choice-card'

export interface CategoryStepProps {
  catalog: readonly CategoryWithRoles[]
  selected: readonly string[]
  onToggle: (categoryCode: string) => void
}

/** Step 1: the work role categories (PRODUCT.md: the wizard's "competency area"), 1 to 3. */
export function CategoryStep({ catalog, selected, onToggle }: CategoryStepProps) {
  const { t } = useTranslation('roles')
  const max = LIMITS.categories.max
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('categories.heading')}
        </Title>
        <Group justify="space-between" align="baseline" gap="xs">
          <Text c="dimmed">{t('categories.help', { max })}</Text>
          <Text fw={600} aria-live="polite">
            {t('categories.chosen_count', { count: selected.length, max })}
          </Text>
        </Group>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {catalog.map((category) => (
          <ChoiceCard
            key={category.code}
            checked={selected.includes(category.code)}
            onToggle={() => onToggle(category.code)}
            title={category.name}
            description={category.description}
            meta={t('categories.role_count', { count: category.workRoleCount })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
