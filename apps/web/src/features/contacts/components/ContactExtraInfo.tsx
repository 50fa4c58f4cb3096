import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContactCustomFieldDTO } from '@zapdesk/shared';

/** The contact's extra fields as 'name: value' lines (spec §2 "extra info"). */
export function ContactExtraInfo({ items }: { items: ContactCustomFieldDTO[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="contact-extra-info-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="contact-extra-info-heading" variant="subtitle2" component="h3">
        {t('contacts.drawer.extraInfo')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Box key={item.id} sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider' }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {item.name}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
