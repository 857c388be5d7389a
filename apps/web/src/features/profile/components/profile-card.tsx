import { SectionCard, type SectionCardProps } from '../../../components/ui/section-card'

/** One card of a profile screen: a section card whose title keeps more room beside its "Add" button. */
export function ProfileCard(props: Omit<SectionCardProps, 'wideTitle'>) {
  return <SectionCard {...props} wideTitle />
}
