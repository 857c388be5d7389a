import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/ui/page-header'
import { ScreenSuspense } from '../../../components/ui/query-status'
import { Quiz } from '../components/quiz'
import classes from '../components/quiz.module.css'

function QuizPage() {
  const { t } = useTranslation(['quiz', 'common'])
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.talent_account_profile_nist_nice_quiz')} intro={t('intro')} />
      <Quiz />
    </div>
  )
}

/** /talent/account/profile/nist-nice-quiz: the role-discovery quiz (§1, §4, PRODUCT.md "Quiz, CV analysis and AI"). */
export function NistNiceQuizRoute() {
  return (
    <ScreenSuspense>
      <QuizPage />
    </ScreenSuspense>
  )
}
