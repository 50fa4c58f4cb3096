import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { LogoMark } from '../../../components/LogoMark';

/** The conversation pane with no ticket chosen (spec §2): a hint and 'Selecionar Ticket'. */
export function TicketsPlaceholder({ onSelect }: { onSelect: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <LogoMark size={88} />
        <ForumOutlined
          aria-hidden
          sx={{
            position: 'absolute',
            right: -18,
            bottom: -10,
            fontSize: 40,
            color: 'text.secondary',
            bgcolor: 'background.paper',
            borderRadius: '50%',
            p: 0.5,
          }}
        />
      </Box>
      <Typography color="text.secondary" sx={{ maxWidth: 320 }}>
        {t('tickets.placeholder.message')}
      </Typography>
      <Button variant="contained" onClick={onSelect}>
        {t('tickets.placeholder.select')}
      </Button>
    </Box>
  );
}
