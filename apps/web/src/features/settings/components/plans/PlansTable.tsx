import { useTranslation } from 'react-i18next';
import type { PlanDTO } from '@zapdesk/shared';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { EmptyRow, YesNo, tableSx } from '../manager/cells';
import { PLAN_FLAG_ORDER, formatPlanValue } from './plan-form';

interface PlansTableProps {
  plans: PlanDTO[];
  loading: boolean;
  selectedId: number | null;
  onEdit: (plan: PlanDTO) => void;
}

const COLUMNS = 6 + PLAN_FLAG_ORDER.length;

/** Planos table: limits, value in R$ and the seven flags. */
export function PlansTable({ plans, loading, selectedId, onEdit }: PlansTableProps) {
  const { t } = useTranslation();
  return (
    <Table stickyHeader size="small" sx={{ ...tableSx, '& th, & td': { whiteSpace: 'nowrap', px: 1 } }} aria-label={t('settings.tabs.plans')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 48 }} />
          <TableCell>{t('settings.plans.name')}</TableCell>
          <TableCell align="center">{t('settings.plans.users')}</TableCell>
          <TableCell align="center">{t('settings.plans.connections')}</TableCell>
          <TableCell align="center">{t('settings.plans.queues')}</TableCell>
          <TableCell align="right">{t('settings.plans.value')}</TableCell>
          {PLAN_FLAG_ORDER.map((flag) => (
            <TableCell key={flag} align="center">
              {t(`settings.plans.flags.${flag}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {plans.map((plan) => (
          <TableRow key={plan.id} hover selected={plan.id === selectedId}>
            <TableCell padding="checkbox" sx={{ pl: 1 }}>
              <IconButton size="small" aria-label={t('settings.plans.editRow', { name: plan.name })} onClick={() => onEdit(plan)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{plan.name}</TableCell>
            <TableCell align="center">{plan.users}</TableCell>
            <TableCell align="center">{plan.connections}</TableCell>
            <TableCell align="center">{plan.queues}</TableCell>
            <TableCell align="right">{formatPlanValue(plan.value)}</TableCell>
            {PLAN_FLAG_ORDER.map((flag) => (
              <TableCell key={flag} align="center">
                <YesNo value={plan[flag]} />
              </TableCell>
            ))}
          </TableRow>
        ))}
        {loading &&
          Array.from({ length: 3 }, (_, index) => (
            <TableRow key={`loading-${index}`} aria-hidden>
              <TableCell colSpan={COLUMNS}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {!loading && plans.length === 0 && <EmptyRow colSpan={COLUMNS} />}
      </TableBody>
    </Table>
  );
}
