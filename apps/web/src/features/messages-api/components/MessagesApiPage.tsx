import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { AdminOnly } from '../../../components/list-page/AdminOnly';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { ApiInstructions } from './ApiInstructions';
import { ConnectionTokens } from './ConnectionTokens';
import { Section } from './Section';
import { SendTestForm } from './SendTestForm';
import { WebhooksSection } from './WebhooksSection';

/**
 * /messages-api (spec §2, plan useExternalApi; issue 14 point 4): how to call POST /api/messages/send, the
 * connection tokens, test forms that post to the real endpoint, and the webhooks. Tokens and webhooks are the
 * admins' (the API gives them to no one else).
 */
export function MessagesApiPage() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('messagesApi.title')} message={t('messagesApi.adminOnly')}>
      <MainContainer>
        <MainHeader title={t('messagesApi.title')} />
        <Box
          data-testid="messages-api-scroll"
          sx={{ display: 'grid', gap: 2, pb: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignContent: 'start' }}
        >
          <ApiInstructions />
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
            <ConnectionTokens />
            <Section id="messages-api-test" title={t('messagesApi.test.title')}>
              <SendTestForm withFile={false} />
              <SendTestForm withFile />
            </Section>
          </Box>
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <WebhooksSection />
          </Box>
        </Box>
      </MainContainer>
    </AdminOnly>
  );
}
