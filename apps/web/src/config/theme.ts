import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  rem,
  toRgba,
  type AlertProps,
  type AppShellProps,
  type BadgeProps,
  type CSSVariablesResolver,
  type LoaderProps,
  type MantineColorsTuple,
  type NavLinkProps,
  type ThemeIconProps,
  type VariantColorsResolver,
} from '@mantine/core'
import buttonClasses from './button.module.css'

/** WCAG AA for normal text, with a little room for rounding in browsers' colour maths. */
const MIN_TEXT_CONTRAST = 4.7

const contrast = (foreground: string, background: string) => {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** A colour laid over white at this opacity, as an opaque colour (the light variant's tinted background). */
function tint(color: string, opacity: number) {
  const { r, g, b } = toRgba(color)
  const mix = (channel: number) => Math.round(255 + (channel - 255) * opacity)
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`
}

/**
 * The lightest shade from `from` on that reads as text on the background; when even shade 9 does not (orange,
 * yellow), shade 9 darkened until it does.
 */
function readableShade(shades: MantineColorsTuple, from: number, background: string) {
  for (let shade = from; shade <= 9; shade++) {
    if (contrast(shades[shade]!, background) >= MIN_TEXT_CONTRAST) return shades[shade]!
  }
  let color = shades[9]
  for (let step = 1; contrast(color, background) < MIN_TEXT_CONTRAST && step <= 10; step++)
    color = darken(shades[9], step / 10)
  return color
}

/**
 * Mantine's text colours for the light, outline and subtle variants are shades 6–7, which many palettes (red, teal,
 * orange, grape) do not make readable on white; with an explicit shade the light variant even paints the shade itself
 * behind the text. Here every such variant takes the first shade, from the one asked for, that passes AA on its own
 * background, so `color="red"` or `color="teal"` is always readable. The app has one (light) colour scheme.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const result = defaultVariantColorsResolver(input)
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme })
  if (!parsed.isThemeColor) return result
  const shades = input.theme.colors[parsed.color]!
  const from = parsed.shade ?? 7
  const page = '#f8f9fa'
  switch (input.variant) {
    case 'light': {
      // Readable on the hover tint, the darker of the two backgrounds.
      const hover = tint(shades[from]!, 0.16)
      return { ...result, background: tint(shades[from]!, 0.1), hover, color: readableShade(shades, from, hover) }
    }
    case 'outline': {
      const color = readableShade(shades, from, page)
      return { ...result, color, border: `${rem(1)} solid ${color}` }
    }
    case 'subtle':
    case 'transparent':
      return { ...result, color: readableShade(shades, from, tint(shades[from]!, 0.12)) }
    default:
      return result
  }
}

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
  // Filled buttons and badges write black on light colours (orange, yellow, teal) and white on dark ones.
  autoContrast: true,
  variantColorResolver,
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
  // Plain objects rather than `AppShell.extend(…)`: `extend` would pull every component named here (the shell's
  // AppShell and NavLink among them) into the code every visitor loads first (issue #13).
  components: {
    Alert: { defaultProps: { variant: 'light', radius: 'md' } satisfies Partial<AlertProps> },
    AppShell: { defaultProps: { padding: { base: 'md', sm: 'xl' } } satisfies Partial<AppShellProps> },
    Badge: {
      defaultProps: { variant: 'outline', color: 'navy.7', size: 'lg', radius: 'sm' } satisfies Partial<BadgeProps>,
    },
    Button: { classNames: buttonClasses },
    Loader: { defaultProps: { color: 'navy.7', type: 'dots', size: 'lg' } satisfies Partial<LoaderProps> },
    NavLink: { defaultProps: { variant: 'light' } satisfies Partial<NavLinkProps> },
    ThemeIcon: { defaultProps: { variant: 'light', color: 'indigo', radius: 'xl' } satisfies Partial<ThemeIconProps> },
    Title: { styles: { root: { color: 'var(--mantine-color-navy-9)' } } },
  },
})

/** Mantine's default "dimmed" grey is too faint on white for AA; a shade darker passes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
})
