import { useTranslation } from 'react-i18next'
import type { AiAgent } from '@sentinela/shared/schemas/ai'
import { useLanguage } from '../../../hooks/use-language'
import { formatMoney } from '../utils/format'

/** "Free", "Price on request" (no public price) or "$20 / month", in the interface language. */
export function usePriceText() {
  const { t } = useTranslation('ai')
  const language = useLanguage()
  return (agent: Pick<AiAgent, 'price' | 'currency'>) => {
    if (agent.price === null) return t('price.on_request')
    if (agent.price === 0) return t('price.free')
    return t('price.per_month', { price: formatMoney(agent.price, agent.currency, language) })
  }
}
