import { Badge, Button, Table, Text } from '@mantine/core'
import { IconDownload, IconReceipt } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Invoice } from '@sentinela/shared/schemas/billing'
import { SectionCard } from '../../../components/ui/section-card'
import { useLanguage } from '../../../hooks/use-language'
import { receiptUrl } from '../api/get-receipt'
import { formatDay, formatPrice } from '../utils/format'

/** The company's invoices, newest first, each paid one with its PDF receipt. */
export function InvoicesCard({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation('billing')
  const language = useLanguage()
  return (
    <SectionCard id="invoices" title={t('subscription.invoices_title')} icon={<IconReceipt size={22} />}>
      {invoices.length === 0 ? (
        <Text c="gray.7">{t('subscription.invoices_empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-labelledby="invoices-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('subscription.invoice.number')}</Table.Th>
                <Table.Th scope="col">{t('subscription.invoice.date')}</Table.Th>
                <Table.Th scope="col">{t('subscription.invoice.period')}</Table.Th>
                <Table.Th scope="col">{t('subscription.invoice.amount')}</Table.Th>
                <Table.Th scope="col">{t('subscription.invoice.status')}</Table.Th>
                <Table.Th scope="col">{t('subscription.invoice.receipt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Th scope="row" fw={600}>
                    {invoice.number}
                  </Table.Th>
                  <Table.Td>{formatDay(invoice.createdAt, language)}</Table.Td>
                  <Table.Td>
                    {formatDay(invoice.periodStart, language)} – {formatDay(invoice.periodEnd, language)}
                  </Table.Td>
                  <Table.Td>{formatPrice(invoice.amountCents, language)}</Table.Td>
                  <Table.Td>
                    <Badge color={invoice.status === 'paid' ? 'teal.9' : 'red.8'} variant="light">
                      {t(`subscription.invoice_status.${invoice.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {invoice.status === 'paid' ? (
                      <Button
                        component="a"
                        href={receiptUrl(invoice.id)}
                        download
                        size="xs"
                        variant="default"
                        leftSection={<IconDownload size={16} aria-hidden />}
                        aria-label={t('subscription.download_receipt_of', { number: invoice.number })}
                      >
                        {t('subscription.download_receipt')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  )
}
