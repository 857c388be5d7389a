import { useLanguage } from '../../../hooks/use-language'

/** A date in the reader's language. */
export function useFormatDate() {
  const language = useLanguage()
  const format = new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : language, { dateStyle: 'medium' })
  return (value: string) => format.format(new Date(value))
}
