import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dayLabel } from '../../message-days';

/** The date pill between two days of the history. */
export function DayDivider({ day }: { day: string }) {
  const { t } = useTranslation();
  const label = dayLabel(day);
  const text = label.kind === 'date' ? label.date : t(`conversation.history.${label.kind}`);
  return (
    <Box role="separator" aria-label={text} sx={{ display: 'flex', justifyContent: 'center', my: 1.5 }}>
      <Typography
        variant="caption"
        sx={{ px: 1.5, py: 0.5, borderRadius: 2, bgcolor: 'background.paper', color: 'text.secondary', boxShadow: 1, fontWeight: 600 }}
      >
        {text}
      </Typography>
    </Box>
  );
}
