import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { UserDTO } from '@zapdesk/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { PasswordField } from '../../../components/PasswordField';
import { useFieldError } from '../../../hooks/useFieldError';
import { toastError } from '../../../lib/toast-error';
import { putProfile } from '../api/profile-api';
import { profileSchema } from '../profile-schema';

interface ProfileDialogProps {
  open: boolean;
  user: UserDTO;
  onClose: () => void;
  /** Called after a save so the shell shows the new name. */
  onSaved: () => void;
}

/** The signed-in user's own name, e-mail and password (user menu → Perfil). */
export function ProfileDialog({ open, user, onClose, onSaved }: ProfileDialogProps) {
  const { t } = useTranslation();
  const formik = useFormik({
    initialValues: { name: user.name, email: user.email, password: '' },
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      try {
        await putProfile(user.id, {
          name: values.name.trim(),
          email: values.email.trim(),
          ...(values.password ? { password: values.password } : {}),
        });
        toast.success(t('profile.success'));
        helpers.resetForm();
        onSaved();
        onClose();
      } catch (error) {
        toastError(error);
      }
    },
  });
  const fieldError = useFieldError(formik);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle>{t('profile.title')}</DialogTitle>
        <DialogContent dividers>
          <TextField label={t('profile.name')} autoComplete="name" {...formik.getFieldProps('name')} {...fieldError('name')} />
          <TextField label={t('profile.email')} type="email" autoComplete="email" {...formik.getFieldProps('email')} {...fieldError('email')} />
          <PasswordField
            label={t('profile.password')}
            autoComplete="new-password"
            {...formik.getFieldProps('password')}
            {...fieldError('password', t('profile.passwordHelp'))}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <ButtonWithSpinner type="submit" variant="contained" loading={formik.isSubmitting}>
            {t('common.save')}
          </ButtonWithSpinner>
        </DialogActions>
      </form>
    </Dialog>
  );
}
