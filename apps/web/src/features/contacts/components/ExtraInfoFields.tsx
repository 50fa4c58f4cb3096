import { getIn, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import type { ContactFormValues } from '../contact-form';

/** The contact's extra info rows (name + value), each removable, plus a button to add one. */
export function ExtraInfoFields({ formik }: { formik: FormikProps<ContactFormValues> }) {
  const { t } = useTranslation();
  const rows = formik.values.extraInfo;

  const rowError = (index: number, field: 'name' | 'value') => {
    const path = `extraInfo.${index}.${field}`;
    const error: unknown = getIn(formik.touched, path) ? getIn(formik.errors, path) : undefined;
    return typeof error === 'string' ? { error: true, helperText: t(error) } : {};
  };
  const remove = (index: number) =>
    void formik.setFieldValue(
      'extraInfo',
      rows.filter((_, i) => i !== index),
    );

  return (
    <Box component="section" aria-labelledby="contact-extra-info-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="contact-extra-info-title" variant="subtitle2" component="h3" color="text.secondary">
        {t('contacts.modal.extraInfo')}
      </Typography>
      {rows.map((row, index) => (
        <Box key={row.id ?? `new-${index}`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' }, gap: 1, alignItems: 'start' }}>
          <TextField
            margin="none"
            size="small"
            label={t('contacts.modal.extraName')}
            {...formik.getFieldProps(`extraInfo.${index}.name`)}
            {...rowError(index, 'name')}
          />
          <TextField
            margin="none"
            size="small"
            label={t('contacts.modal.extraValue')}
            sx={{ gridRow: { xs: 2, sm: 'auto' }, gridColumn: { xs: 1, sm: 'auto' } }}
            {...formik.getFieldProps(`extraInfo.${index}.value`)}
            {...rowError(index, 'value')}
          />
          <IconButton aria-label={t('contacts.modal.removeExtra')} onClick={() => remove(index)} sx={{ mt: 0.25 }}>
            <DeleteOutlineOutlined />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddOutlined />} onClick={() => void formik.setFieldValue('extraInfo', [...rows, { name: '', value: '' }])}>
          {t('contacts.modal.addExtra')}
        </Button>
      </Box>
    </Box>
  );
}
