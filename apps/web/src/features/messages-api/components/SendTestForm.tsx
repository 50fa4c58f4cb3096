import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { useFieldError } from '../../../hooks/useFieldError';
import { toastError } from '../../../lib/toast-error';
import { connectionQueries } from '../../../resources/connections/keys';
import { sendTestMessage, type SendAnswer } from '../external-send';
import { CodeBlock } from './CodeBlock';

interface Values {
  token: string;
  number: string;
  body: string;
  file: File | null;
}

/** Spec §5: a test needs the token, the number, and the text or a file. Messages are i18n keys. */
const schema = (withFile: boolean) =>
  yup.object({
    token: yup.string().required('messagesApi.test.tokenRequired'),
    number: yup.string().trim().required('messagesApi.test.numberRequired').matches(/^\d+$/, 'messagesApi.test.numberDigits'),
    body: withFile ? yup.string() : yup.string().trim().required('messagesApi.test.bodyRequired'),
    file: withFile ? yup.mixed().required('messagesApi.test.fileRequired') : yup.mixed().nullable(),
  });

/** One test form ('Mensagens de Texto' or 'Mensagens de Media'): posts to the real endpoint with the chosen token and shows the answer. */
export function SendTestForm({ withFile }: { withFile: boolean }) {
  const { t } = useTranslation();
  const kind = withFile ? 'media' : 'text';
  const connections = useQuery(connectionQueries.list());
  const tokens = (connections.data ?? []).filter((connection) => connection.token);
  const [answer, setAnswer] = useState<SendAnswer | null>(null);
  const formik = useFormik<Values>({
    initialValues: { token: '', number: '', body: '', file: null },
    validationSchema: schema(withFile),
    onSubmit: async (values) => {
      setAnswer(null);
      try {
        setAnswer(await sendTestMessage({ token: values.token, number: values.number.trim(), body: values.body, file: values.file }));
      } catch (error) {
        toastError(error);
      }
    },
  });
  const fieldError = useFieldError(formik);
  const fileError = formik.touched.file && typeof formik.errors.file === 'string' ? t(formik.errors.file) : null;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t(`messagesApi.test.${kind}Title`)}
      onSubmit={formik.handleSubmit}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Typography variant="subtitle2" component="h3">
        {t(`messagesApi.test.${kind}Title`)}
      </Typography>
      <TextField select margin="none" label={t('messagesApi.test.token')} {...formik.getFieldProps('token')} {...fieldError('token')}>
        {tokens.map((connection) => (
          <MenuItem key={connection.id} value={connection.token}>
            {connection.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        margin="none"
        label={t('messagesApi.test.number')}
        inputMode="numeric"
        autoComplete="off"
        {...formik.getFieldProps('number')}
        {...fieldError('number', t('messagesApi.test.numberHint'))}
      />
      <TextField
        margin="none"
        label={t(withFile ? 'messagesApi.test.caption' : 'messagesApi.test.body')}
        multiline
        minRows={2}
        {...formik.getFieldProps('body')}
        {...fieldError('body')}
      />
      {withFile && (
        <Box>
          <Button component="label" variant="outlined" startIcon={<AttachFileOutlined />} color={fileError ? 'error' : 'primary'}>
            {formik.values.file ? formik.values.file.name : t('messagesApi.test.chooseFile')}
            <input
              hidden
              type="file"
              aria-label={t('messagesApi.test.file')}
              onChange={(event) => {
                void formik.setFieldValue('file', event.target.files?.[0] ?? null);
                void formik.setFieldTouched('file', true, false);
              }}
            />
          </Button>
          {fileError && (
            <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
              {fileError}
            </Typography>
          )}
        </Box>
      )}
      <ButtonWithSpinner type="submit" variant="contained" loading={formik.isSubmitting} sx={{ justifySelf: 'start' }}>
        {t('messagesApi.test.send')}
      </ButtonWithSpinner>
      {answer && (
        <Box role="status" aria-label={t('messagesApi.test.answer')} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" color={answer.status < 300 ? 'success.main' : 'error.main'} sx={{ fontWeight: 600 }}>
            {t('messagesApi.test.status', { status: answer.status })}
          </Typography>
          <CodeBlock code={typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2)} />
        </Box>
      )}
    </Box>
  );
}
