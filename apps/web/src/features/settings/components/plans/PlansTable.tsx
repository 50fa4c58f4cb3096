import { useTranslation } from 'react-i18next';
import type { PlanDTO } from '@zapdesk/shared';
import { YesNo, tableSx } from '../manager/cells';
import { ManagerTable, type ManagerColumn, type ManagerRows } from '../manager/ManagerTable';
import { PLAN_FLAG_ORDER, formatPlanValue } from './plan-form';

/** Planos table: limits, value in R$ and the seven flags. */
export function PlansTable(rows: ManagerRows<PlanDTO>) {
  const { t } = useTranslation();
  const columns: ManagerColumn<PlanDTO>[] = [
    { header: t('settings.plans.name'), sx: { fontWeight: 600 }, cell: (plan) => plan.name },
    { header: t('settings.plans.users'), align: 'center', cell: (plan) => plan.users },
    { header: t('settings.plans.connections'), align: 'center', cell: (plan) => plan.connections },
    { header: t('settings.plans.queues'), align: 'center', cell: (plan) => plan.queues },
    { header: t('settings.plans.value'), align: 'right', cell: (plan) => formatPlanValue(plan.value) },
    ...PLAN_FLAG_ORDER.map((flag): ManagerColumn<PlanDTO> => ({
      header: t(`settings.plans.flags.${flag}`),
      align: 'center',
      cell: (plan) => <YesNo value={plan[flag]} />,
    })),
  ];
  return (
    <ManagerTable
      {...rows}
      label={t('settings.tabs.plans')}
      columns={columns}
      editLabel={(plan) => t('settings.plans.editRow', { name: plan.name })}
      sx={{ ...tableSx, '& th, & td': { whiteSpace: 'nowrap', px: 1 } }}
    />
  );
}
