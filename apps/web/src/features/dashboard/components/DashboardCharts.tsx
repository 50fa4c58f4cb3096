import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { TicketsPerDaySlot } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import type { DashboardRange } from '../../../resources/dashboard/api';
import { dashboardQueries } from '../../../resources/dashboard/keys';
import { BarChartCard, type ChartBar } from './BarChartCard';

/** A day slot as 'DD/MM', an hour slot as the API writes it ('14:00'). */
function slotBar(slot: TicketsPerDaySlot): ChartBar {
  return 'horario' in slot ? { label: slot.horario, total: slot.total } : { label: dayjs(slot.data).format('DD/MM'), total: slot.total };
}

/** The two charts (spec §2 Dashboard): tickets per user and per day (per hour when the range is one day). */
export function DashboardCharts({ range }: { range: DashboardRange | null }) {
  const { t } = useTranslation();
  const perUser = useQuery({ ...dashboardQueries.perUser(range ?? { initialDate: '', finalDate: '' }), enabled: range !== null });
  const perDay = useQuery({ ...dashboardQueries.perDay(range ?? { initialDate: '', finalDate: '' }), enabled: range !== null });
  const oneDay = range !== null && range.initialDate === range.finalDate;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <BarChartCard
        testId="chart-tickets-per-user"
        title={t('dashboard.charts.perUser')}
        bars={perUser.data?.data.map((row) => ({ label: row.nome, total: row.quantidade }))}
        loading={perUser.isPending}
        error={perUser.isError ? t('dashboard.charts.perUserError') : null}
      />
      <BarChartCard
        testId="chart-tickets-per-day"
        title={oneDay ? t('dashboard.charts.perHour') : t('dashboard.charts.perDay')}
        bars={perDay.data?.data.map(slotBar)}
        loading={perDay.isPending}
        error={perDay.isError ? t('dashboard.charts.perDayError') : null}
      />
    </Box>
  );
}
