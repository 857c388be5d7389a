import {
  Alert,
  AppShell,
  Badge,
  Button,
  Loader,
  NavLink,
  ThemeIcon,
  Title,
  createTheme,
  type CSSVariablesResolver,
} from '@mantine/core'
import buttonClasses from './button.module.css'

/**
 * Sentinela's look: a deep navy watchman with an indigo accent. Shade 7 keeps white text on filled buttons and
 * indigo links on white above the WCAG AA contrast ratio.
 *
 * Component defaults live here rather than as JSX props: the markup stays free of literal strings
 * (STYLE.md §7 lint rule) and every screen gets the same look.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontWeight: '700',
  },
  colors: {
    navy: [
      '#eef2fa',
      '#dbe2f1',
      '#b3c2e2',
      '#889fd2',
      '#6482c5',
      '#4d6fbd',
      '#3f64ba',
      '#2b4a86',
      '#1f3a6e',
      '#14213d',
    ],
  },
  components: {
    Alert: Alert.extend({ defaultProps: { variant: 'light', radius: 'md' } }),
    AppShell: AppShell.extend({ defaultProps: { padding: { base: 'md', sm: 'xl' } } }),
    Badge: Badge.extend({ defaultProps: { variant: 'outline', color: 'navy.7', size: 'lg', radius: 'sm' } }),
    Button: Button.extend({ classNames: buttonClasses }),
    Loader: Loader.extend({ defaultProps: { color: 'navy.7', type: 'dots', size: 'lg' } }),
    NavLink: NavLink.extend({ defaultProps: { variant: 'light' } }),
    ThemeIcon: ThemeIcon.extend({ defaultProps: { variant: 'light', color: 'indigo', radius: 'xl' } }),
    Title: Title.extend({ styles: { root: { color: 'var(--mantine-color-navy-9)' } } }),
  },
})

/** Mantine's default "dimmed" grey is too faint on white for AA; a shade darker passes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
})
