import { useTranslation } from 'react-i18next';
import { DashboardPeriods } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { defaultFilter, type FilterState } from '../dashboard-filter';

interface DashboardFilterBarProps {
  filter: FilterState;
  onChange: (filter: FilterState) => void;
}

const field = { flex: { xs: '1 1 100%', sm: '0 0 200px' } } as const;

/** The filter (spec §2 Dashboard): by period (3 to 90 days) or by a date range. */
export function DashboardFilterBar({ filter, onChange }: DashboardFilterBarProps) {
  const { t } = useTranslation();
  const changeKind = (kind: string) => onChange(kind === 'period' ? { kind: 'period', days: 7 } : defaultFilter());
  return (
    <Box role="search" aria-label={t('dashboard.filter.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField select size="small" label={t('dashboard.filter.type')} value={filter.kind} onChange={(e) => changeKind(e.target.value)} sx={field}>
        <MenuItem value="range">{t('dashboard.filter.byDate')}</MenuItem>
        <MenuItem value="period">{t('dashboard.filter.byPeriod')}</MenuItem>
      </TextField>
      {filter.kind === 'period' ? (
        <TextField
          select
          size="small"
          label={t('dashboard.filter.period')}
          value={filter.days}
          onChange={(e) => onChange({ kind: 'period', days: Number(e.target.value) })}
          sx={field}
        >
          {DashboardPeriods.map((days) => (
            <MenuItem key={days} value={days}>
              {t('dashboard.filter.lastDays', { days })}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <>
          <TextField
            type="date"
            size="small"
            label={t('dashboard.filter.from')}
            value={filter.from}
            onChange={(e) => onChange({ ...filter, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={field}
          />
          <TextField
            type="date"
            size="small"
            label={t('dashboard.filter.to')}
            value={filter.to}
            onChange={(e) => onChange({ ...filter, to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={field}
          />
        </>
      )}
    </Box>
  );
}
