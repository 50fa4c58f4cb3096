import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinutes, type DashboardCounters } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import StarOutline from '@mui/icons-material/StarBorderOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';

interface Card {
  key: string;
  value: string;
  icon: ReactNode;
  hint?: string;
}

function CounterCard({ label, card }: { label: string; card: Card | null }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 0.5, sm: 1.5 },
        alignItems: { xs: 'flex-start', sm: 'center' },
        minWidth: 0,
      }}
    >
      <Box sx={{ color: 'primary.main', display: 'flex', flexShrink: 0 }}>{card?.icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.25 }}>
          {label}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
          data-testid={`counter-${card?.key ?? 'loading'}`}
        >
          {card ? card.value : <Skeleton width={64} />}
        </Typography>
        {card?.hint && (
          <Typography variant="caption" color="text.secondary">
            {card.hint}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

const KEYS = ['supportHappening', 'supportPending', 'supportFinished', 'leads', 'avgWaitTime', 'avgSupportTime', 'ratings'] as const;

/** The counters (spec §3 Dashboard counters): tickets by state, new contacts, average times ('HH h mm m'), ratings. */
export function CounterCards({ counters }: { counters: DashboardCounters | undefined }) {
  const { t, i18n } = useTranslation();
  const cards = (c: DashboardCounters): Record<(typeof KEYS)[number], Card> => ({
    supportHappening: { key: 'supportHappening', value: String(c.supportHappening), icon: <HeadsetMicOutlined /> },
    supportPending: { key: 'supportPending', value: String(c.supportPending), icon: <HourglassEmptyOutlined /> },
    supportFinished: { key: 'supportFinished', value: String(c.supportFinished), icon: <CheckCircleOutline /> },
    leads: { key: 'leads', value: String(c.leads), icon: <GroupAddOutlined /> },
    avgWaitTime: { key: 'avgWaitTime', value: formatMinutes(c.avgWaitTime), icon: <TimerOutlined /> },
    avgSupportTime: { key: 'avgSupportTime', value: formatMinutes(c.avgSupportTime), icon: <AccessTimeOutlined /> },
    ratings: {
      key: 'ratings',
      value: c.ratings.average === null ? '—' : `${c.ratings.average.toLocaleString(i18n.language, { maximumFractionDigits: 2 })} / 3`,
      icon: <StarOutline />,
      hint: t('dashboard.counters.ratingsCount', { count: c.ratings.count }),
    },
  });
  const shown = counters ? cards(counters) : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', xl: 'repeat(7, 1fr)' } }}>
      {KEYS.map((key) => (
        <CounterCard key={key} label={t(`dashboard.counters.${key}`)} card={shown ? shown[key] : null} />
      ))}
    </Box>
  );
}
