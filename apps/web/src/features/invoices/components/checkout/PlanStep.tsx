import { useTranslation } from 'react-i18next';
import type { InvoiceDTO, PlanDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { formatMoney } from '../../invoice-format';

/**
 * Step 1, Personalizar: the plan the invoice renews. The amount is always the invoice's (docs/contract.md §10), so
 * the one choice is the company's plan; another plan is set by the platform before the next invoice.
 */
export function PlanStep({ plan, invoice }: { plan: PlanDTO | undefined; invoice: InvoiceDTO }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Paper
        variant="outlined"
        role="radio"
        aria-checked="true"
        tabIndex={0}
        sx={{ p: 2, borderColor: 'primary.main', borderWidth: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}
      >
        <CheckCircle color="primary" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="p">
            {plan?.name ?? invoice.detail}
          </Typography>
          {plan && (
            <Typography variant="body2" color="text.secondary">
              {t('invoices.checkout.planLimits', { users: plan.users, connections: plan.connections, queues: plan.queues })}
            </Typography>
          )}
        </Box>
        <Typography variant="h6" component="p" sx={{ whiteSpace: 'nowrap' }}>
          {formatMoney(invoice.value)}
          <Typography component="span" variant="body2" color="text.secondary">
            {t('invoices.checkout.perMonth')}
          </Typography>
        </Typography>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('invoices.checkout.planHint')}
      </Typography>
    </Box>
  );
}
