import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { connectionQueries } from '../../../resources/connections/keys';
import { CopyButton } from './CopyButton';
import { Section } from './Section';

/** A token on screen: its first and last 4 characters (the copy button copies it whole). */
export const maskToken = (token: string) => (token.length > 12 ? `${token.slice(0, 4)}••••••••${token.slice(-4)}` : '••••••••');

/** The company's connection tokens (GET /whatsapp gives them to admins), each with a copy button. */
export function ConnectionTokens() {
  const { t } = useTranslation();
  const connections = useQuery(connectionQueries.list());
  const rows = (connections.data ?? []).filter((connection) => connection.token);
  return (
    <Section id="messages-api-tokens" title={t('messagesApi.tokens.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('messagesApi.tokens.hint')}
      </Typography>
      {connections.isLoading && <Skeleton height={40} />}
      {connections.isError && <Alert severity="error">{t('messagesApi.tokens.loadError')}</Alert>}
      {connections.isSuccess && rows.length === 0 && <Alert severity="info">{t('messagesApi.tokens.empty')}</Alert>}
      <Box component="ul" aria-label={t('messagesApi.tokens.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((connection) => (
          <Box
            component="li"
            key={connection.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
          >
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {connection.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                {maskToken(connection.token ?? '')}
              </Typography>
            </Box>
            <CopyButton text={connection.token ?? ''} label={t('messagesApi.tokens.copy', { name: connection.name })} />
          </Box>
        ))}
      </Box>
    </Section>
  );
}
