import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DueDateTone } from '../../company-due';
import { toneBackground } from './due-tone-colors';

const ITEMS: Array<{ tone: DueDateTone; key: string }> = [
  { tone: 'yellow', key: 'settings.companies.legendSoon' },
  { tone: 'orange', key: 'settings.companies.legendDue' },
  { tone: 'red', key: 'settings.companies.legendLate' },
];

/** What the row colours of the Empresas table mean. */
export function DueLegend() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 2.5 }, mt: 1.5 }}>
      {ITEMS.map(({ tone, key }) => (
        <Box key={tone} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: (theme) => toneBackground(theme, tone) }} />
          <Typography variant="caption" color="text.secondary">
            {t(key)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
