/** A monthly price in its currency, in the interface language: "$20", "20 US$", "US$ 20". */
export function formatMoney(price: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(price)
  } catch {
    return `${price} ${currency}`
  }
}
