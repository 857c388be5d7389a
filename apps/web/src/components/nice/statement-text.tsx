import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../hooks/use-language'
import classes from './statement-text.module.css'

export interface StatementTextProps {
  statement: { description: string; originalDescription?: string | undefined }
  /** Show NIST's English under the reader's text (the NIST original switch of the list). */
  showOriginal: boolean
}

/**
 * A NICE statement's text in the reader's language (the project's Spanish and Portuguese, NIST's English for English
 * readers), marked with its language so screen readers pronounce it right, and, when asked, NIST's English original
 * under it (PRODUCT.md: "NIST's English original one click away").
 */
export function StatementText({ statement, showOriginal }: StatementTextProps) {
  const { t } = useTranslation('common')
  const language = useLanguage()
  const original = statement.originalDescription
  const hasOriginal = language !== 'en' && original !== undefined && original !== statement.description
  return (
    <>
      <span lang={language}>{statement.description}</span>
      {showOriginal && hasOriginal ? (
        <span className={classes.original}>
          <span className={classes.originalLabel}>{t('nist_original.original')}:</span>
          <span lang="en">{original}</span>
        </span>
      ) : null}
    </>
  )
}
