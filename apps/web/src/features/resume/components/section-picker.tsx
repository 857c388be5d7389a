import { ActionIcon, Checkbox, Group, Input, Stack } from '@mantine/core'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { ResumeSection } from '@sentinela/shared/schemas/resume'
import { moveSection, sectionRows, toggleSection } from '../utils/sections'
import classes from './builder.module.css'

/** Which sections the résumé shows, and in what order: a checkbox each, with buttons to move the chosen ones. */
export function SectionPicker({
  value,
  available,
  onChange,
}: {
  value: ResumeSection[]
  available: ResumeSection[]
  onChange: (sections: ResumeSection[]) => void
}) {
  const { t } = useTranslation('resume')
  const rows = sectionRows(value, available)
  return (
    <Input.Wrapper label={t('builder.sections')} description={t('builder.sections_hint')}>
      <Stack gap={0} mt="xs" role="list">
        {rows.map(({ code, isOn }) => {
          const name = t(`document.section.${code}`)
          const index = value.indexOf(code)
          return (
            <div key={code} className={classes.sectionRow} role="listitem">
              <Checkbox label={name} checked={isOn} onChange={() => onChange(toggleSection(value, code))} />
              {isOn ? (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('builder.move_up', { section: name })}
                    disabled={index === 0}
                    onClick={() => onChange(moveSection(value, code, -1))}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('builder.move_down', { section: name })}
                    disabled={index === value.length - 1}
                    onClick={() => onChange(moveSection(value, code, 1))}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ) : null}
            </div>
          )
        })}
      </Stack>
    </Input.Wrapper>
  )
}
