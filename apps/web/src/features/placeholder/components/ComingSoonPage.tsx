import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';

/** Holds a route whose screen arrives in a later release, so links and guards work today. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <MainContainer>
      <MainHeader title={t(titleKey)} />
      <Paper variant="outlined" sx={{ py: { xs: 6, md: 10 }, px: 3, textAlign: 'center' }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <ConstructionOutlined fontSize="large" />
        </Box>
        <Chip label={t('placeholder.comingSoon')} color="primary" variant="outlined" sx={{ mb: 1.5, fontWeight: 600 }} />
        <Typography color="text.secondary" sx={{ maxWidth: 420, mx: 'auto' }}>
          {t('placeholder.text')}
        </Typography>
      </Paper>
    </MainContainer>
  );
}
