import { getIn, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import type { FileListDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { EntityDialog } from '../../../components/list-page/EntityDialog';
import { useRecordDialog, type RecordDialogProps } from '../../../components/list-page/useRecordDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { createFileList, updateFileList, uploadFileListFiles } from '../../../resources/files/api';
import { fileListSchema, initialFileListValues, newOption, splitFileListValues, type FileListFormValues } from '../file-list-form';

/** Adds or edits a file list (spec §2): name, message and its files, each with a name and a file. */
export function FileListDialog(props: RecordDialogProps<FileListDTO>) {
  const { t } = useTranslation();
  const { record } = props;
  const { formik, isNew, dialog } = useRecordDialog(props, {
    initialValues: initialFileListValues(record),
    validationSchema: fileListSchema,
    save: async (values) => {
      const { input, uploads } = splitFileListValues(values);
      const saved = record ? await updateFileList(record.id, input) : await createFileList(input);
      return uploads.length > 0 ? uploadFileListFiles(saved.id, uploads) : saved;
    },
    savedMessage: t('files.saved'),
  });
  const fieldError = useFieldError(formik);
  return (
    <EntityDialog {...dialog} id="file-list-dialog" title={isNew ? t('files.dialog.addTitle') : t('files.dialog.editTitle')} maxWidth="sm">
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField autoFocus autoComplete="off" label={t('files.dialog.name')} {...formik.getFieldProps('name')} {...fieldError('name')} />
        <TextField multiline minRows={3} label={t('files.dialog.message')} {...formik.getFieldProps('message')} {...fieldError('message')} />
        <FileOptions formik={formik} />
      </Box>
    </EntityDialog>
  );
}

function FileOptions({ formik }: { formik: FormikProps<FileListFormValues> }) {
  const { t } = useTranslation();
  const { options } = formik.values;
  const errorOf = (index: number, field: 'name' | 'file') => {
    const error: unknown = getIn(formik.errors, `options.${index}.${field}`);
    return formik.submitCount > 0 && typeof error === 'string' ? t(error) : undefined;
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('files.dialog.options')}
      </Typography>
      {options.map((option, index) => {
        const fileError = errorOf(index, 'file');
        return (
          <Box key={option.key} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' }, alignItems: 'center' }}>
            <TextField
              size="small"
              label={t('files.dialog.optionName', { n: index + 1 })}
              {...formik.getFieldProps(`options.${index}.name`)}
              error={Boolean(errorOf(index, 'name'))}
              helperText={errorOf(index, 'name')}
            />
            <Box sx={{ gridRow: { xs: 2, sm: 'auto' }, minWidth: 0 }}>
              <Button
                component="label"
                size="small"
                variant="outlined"
                startIcon={<AttachFileOutlined />}
                color={fileError ? 'error' : 'primary'}
                sx={{ maxWidth: '100%' }}
              >
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {option.file?.name ?? (option.id !== null ? t('files.dialog.replaceFile') : t('files.dialog.chooseFile'))}
                </Box>
                <input
                  type="file"
                  hidden
                  aria-label={t('files.dialog.fileOf', { n: index + 1 })}
                  onChange={(event) => {
                    const file = event.target.files?.[0] ?? null;
                    event.target.value = '';
                    if (!file) return;
                    void formik.setFieldValue(`options.${index}.file`, file);
                    if (!option.name.trim()) void formik.setFieldValue(`options.${index}.name`, file.name.replace(/\.[^.]+$/, ''));
                  }}
                />
              </Button>
              {fileError && (
                <Typography variant="caption" color="error" component="p">
                  {fileError}
                </Typography>
              )}
            </Box>
            <IconButton
              aria-label={t('files.dialog.removeOption', { n: index + 1 })}
              onClick={() =>
                void formik.setFieldValue(
                  'options',
                  options.filter((_, listed) => listed !== index),
                )
              }
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <Button startIcon={<AddOutlined />} onClick={() => void formik.setFieldValue('options', [...options, newOption()])} sx={{ justifySelf: 'start' }}>
        {t('files.dialog.addOption')}
      </Button>
    </Box>
  );
}
