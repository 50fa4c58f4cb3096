import { useTranslation } from 'react-i18next';
import type { InvoiceDTO, PlanDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatDay } from '../../../../lib/dates';
import { formatMoney } from '../../invoice-format';
import { COUNTRIES, type CheckoutValues } from './checkout-form';

/** Step 2, Revisar: what will be charged and to whom, before PAGAR. */
export function ReviewStep({ values, plan, invoice }: { values: CheckoutValues; plan: PlanDTO | undefined; invoice: InvoiceDTO }) {
  const { t } = useTranslation();
  const country = COUNTRIES.find((c) => c.value === values.country)?.label ?? values.country;
  const rows: Array<[string, string]> = [
    [t('invoices.checkout.review.plan'), plan?.name ?? invoice.detail],
    [t('invoices.checkout.review.invoice'), `#${invoice.id} · ${invoice.detail}`],
    [t('invoices.checkout.review.dueDate'), formatDay(invoice.dueDate)],
    [t('invoices.checkout.review.payer'), values.firstName],
    [t('invoices.checkout.review.address'), `${values.address2}, ${values.city} · ${values.zipcode} · ${country}`],
  ];
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="dt" variant="h6">
          {t('invoices.checkout.review.total')}
        </Typography>
        <Typography component="dd" variant="h6" sx={{ m: 0 }}>
          {formatMoney(invoice.value)}
        </Typography>
      </Box>
    </Box>
  );
}
