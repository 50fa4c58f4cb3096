import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { parseLocation } from '../../message-parsers';
import { FormattedText } from './FormattedText';

/** A shared location: the place's name and address, and a link that opens it in Google Maps. */
export function LocationMessage({ body }: { body: string }) {
  const { t } = useTranslation();
  const location = parseLocation(body);
  if (!location) return <FormattedText text={body} />;
  const coordinates = `${location.latitude}, ${location.longitude}`;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: { xs: 0, sm: 220 } }}>
      <PlaceOutlined color="error" />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {location.name ?? t('conversation.media.location')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {location.address ?? coordinates}
        </Typography>
        <Button size="small" href={location.mapUrl} target="_blank" rel="noopener noreferrer" sx={{ px: 0, mt: 0.5 }}>
          {t('conversation.media.openMap')}
        </Button>
      </Box>
    </Box>
  );
}
