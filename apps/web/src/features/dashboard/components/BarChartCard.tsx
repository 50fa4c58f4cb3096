import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartBar {
  label: string;
  total: number;
}

interface BarChartCardProps {
  title: string;
  bars: ChartBar[] | undefined;
  loading: boolean;
  error: string | null;
  testId: string;
}

const HEIGHT = 280;

/** One of the dashboard's bar charts (recharts), themed; its figures are also read out to screen readers. */
export function BarChartCard({ title, bars, loading, error, testId }: BarChartCardProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const id = `${testId}-title`;
  const summary = (bars ?? []).map((bar) => `${bar.label}: ${bar.total}`).join(', ');
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : loading || !bars ? (
        <Skeleton variant="rounded" height={HEIGHT} />
      ) : bars.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('dashboard.charts.empty')}
        </Typography>
      ) : (
        <Box role="img" aria-label={`${title}: ${summary}`} sx={{ height: HEIGHT, '& .recharts-surface': { overflow: 'visible' } }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={bars} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} vertical={false} />
              <XAxis dataKey="label" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} stroke={theme.palette.divider} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} stroke={theme.palette.divider} />
              <Tooltip
                cursor={{ fill: theme.palette.action.hover }}
                contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}`, color: theme.palette.text.primary }}
              />
              <Bar
                dataKey="total"
                name={t('dashboard.charts.tickets')}
                fill={theme.palette.primary.main}
                radius={[4, 4, 0, 0]}
                maxBarSize={56}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      )}
    </Paper>
  );
}
