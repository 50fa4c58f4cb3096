import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueIntegrationTestInput, QueueIntegrationTestResult } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { toastError } from '../../../lib/toast-error';
import { testIntegrationSession } from '../../../resources/integrations/api';

/** 'Testar': tries the typed settings without saving them and shows what the API says ({ ok, message }). */
export function IntegrationTestButton({ input }: { input: () => QueueIntegrationTestInput }) {
  const { t } = useTranslation();
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<QueueIntegrationTestResult | null>(null);
  const test = async () => {
    setTesting(true);
    setResult(null);
    try {
      setResult(await testIntegrationSession(input()));
    } catch (error) {
      toastError(error);
    } finally {
      setTesting(false);
    }
  };
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}>
      <ButtonWithSpinner variant="outlined" startIcon={<PlayArrowOutlined />} loading={testing} onClick={() => void test()} sx={{ flexShrink: 0 }}>
        {t('integrations.dialog.test')}
      </ButtonWithSpinner>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="status" sx={{ flex: 1, py: 0 }}>
          {result.ok ? t('integrations.dialog.testOk', { message: result.message }) : t('integrations.dialog.testFailed', { message: result.message })}
        </Alert>
      )}
    </Box>
  );
}
