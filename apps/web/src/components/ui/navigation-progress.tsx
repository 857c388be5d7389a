import { useNavigation } from 'react-router'
import classes from './navigation-progress.module.css'

/** A thin bar at the top while a navigation waits for the session check or a page's code. */
export function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return <div className={classes.bar} aria-hidden />
}
