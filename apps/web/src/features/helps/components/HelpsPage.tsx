import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { useHelpList } from '../hooks/useHelpList';
import { HelpCard } from './HelpCard';
import { HelpVideoDialog } from './HelpVideoDialog';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: { xs: 2, md: 2.5 } } as const;

/** /helps: the help videos as a grid of cards; the title shows how many there are (spec §2). */
export function HelpsPage() {
  const { t } = useTranslation();
  const helps = useHelpList();
  const [playing, setPlaying] = useState<HelpDTO | null>(null);
  const list = helps.data ?? [];

  return (
    <MainContainer>
      <MainHeader title={helps.data ? t('helps.titleWithCount', { total: list.length }) : t('helps.title')} />
      <Typography color="text.secondary" sx={{ mt: -1 }}>
        {t('helps.subtitle')}
      </Typography>
      {helps.isError && <Alert severity="error">{t('helps.loadError')}</Alert>}
      {helps.isPending && (
        <Box sx={grid} aria-hidden>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={250} />
          ))}
        </Box>
      )}
      {helps.data && list.length === 0 && (
        <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center' }}>
          <OndemandVideoOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
          <Typography color="text.secondary">{t('helps.empty')}</Typography>
        </Paper>
      )}
      {list.length > 0 && (
        <Box sx={grid}>
          {list.map((help) => (
            <HelpCard key={help.id} help={help} onOpen={() => setPlaying(help)} />
          ))}
        </Box>
      )}
      <HelpVideoDialog help={playing} onClose={() => setPlaying(null)} />
    </MainContainer>
  );
}
