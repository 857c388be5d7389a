import { useLanguage } from '../../hooks/use-language'
import { clampPercentage, formatPercentage } from './format'
import layout from '../ui/layout.module.css'
import classes from './talent-profile.module.css'

export interface RoleFit {
  workRoleCode: string
  name: string
  percentage: number
}

/**
 * A talent's fit per NICE work role, best first as given, each a name, a percentage and a bar: the product's core
 * signal (PRODUCT.md fit formula), the same on the talent search card, the profile drawer and the pipeline's profile.
 */
export function RoleFitList({ roles, label }: { roles: readonly RoleFit[]; label: string }) {
  const language = useLanguage()
  return (
    <ul className={layout.roleFits} aria-label={label}>
      {roles.map((role) => (
        <li key={role.workRoleCode} className={classes.role}>
          <span className={classes.roleName}>{role.name}</span>
          <span className={classes.rolePercentage}>{formatPercentage(role.percentage, language)}</span>
          <span className={layout.roleTrack} aria-hidden>
            <span className={layout.roleBar} style={{ width: `${clampPercentage(role.percentage)}%` }} />
          </span>
        </li>
      ))}
    </ul>
  )
}
