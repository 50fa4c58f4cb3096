import { useEffect } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { UserDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { PasswordField } from '../../../components/PasswordField';
import { useFieldError } from '../../../hooks/useFieldError';
import { toastError } from '../../../lib/toast-error';
import { isAdmin } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import { createUser, updateUser } from '../api/users-api';
import { usePickerOptions } from '../hooks/usePickerOptions';
import { initialUserValues, toUserPayload, userFormSchema } from '../user-form';
import { QueueMultiSelect } from './QueueMultiSelect';

interface UserModalProps {
  open: boolean;
  /** The user being edited, or null to add one. */
  user: UserDTO | null;
  onClose: () => void;
  onSaved: (user: UserDTO) => void;
}

/** Adds or edits a user; profile, queues, default connection and allTicket are for admins only (spec §6). */
export function UserModal({ open, user, onClose, onSaved }: UserModalProps) {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const asAdmin = isAdmin(me);
  const isNew = user === null;
  const options = usePickerOptions(open && asAdmin);

  const formik = useFormik({
    initialValues: initialUserValues(user),
    enableReinitialize: true,
    validationSchema: userFormSchema(isNew),
    onSubmit: async (values) => {
      try {
        const payload = toUserPayload(values, asAdmin);
        const saved = isNew ? await createUser(payload) : await updateUser(user.id, payload);
        toast.success(t('users.saved'));
        onSaved(saved);
        onClose();
      } catch (error) {
        toastError(error);
      }
    },
  });
  const fieldError = useFieldError(formik);
  const { resetForm } = formik;

  // Each opening starts from the edited user (or a blank form), not from what was typed last time.
  useEffect(() => {
    if (open) resetForm({ values: initialUserValues(user) });
  }, [open, user, resetForm]);
  const profiles = formik.values.profile === 'supervisor' ? (['user', 'supervisor', 'admin'] as const) : (['user', 'admin'] as const);
  const whatsappMissing = formik.values.whatsappId !== '' && !options.whatsapps.some((w) => String(w.id) === formik.values.whatsappId);

  return (
    <Dialog open={open} onClose={formik.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="user-modal-title">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="user-modal-title">{isNew ? t('users.modal.addTitle') : t('users.modal.editTitle')}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 0.5 }}>
            <TextField margin="none" label={t('users.modal.name')} autoFocus autoComplete="off" {...formik.getFieldProps('name')} {...fieldError('name')} />
            <TextField margin="none" label={t('users.modal.email')} type="email" autoComplete="off" {...formik.getFieldProps('email')} {...fieldError('email')} />
            <PasswordField
              margin="none"
              label={t('users.modal.password')}
              autoComplete="new-password"
              {...formik.getFieldProps('password')}
              {...fieldError('password', isNew ? undefined : t('users.modal.passwordKeep'))}
            />
            {asAdmin && (
              <TextField select margin="none" label={t('users.modal.profile')} {...formik.getFieldProps('profile')}>
                {profiles.map((profile) => (
                  <MenuItem key={profile} value={profile}>
                    {t(`users.profiles.${profile}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {asAdmin && (
              <QueueMultiSelect
                value={formik.values.queueIds}
                onChange={(ids) => void formik.setFieldValue('queueIds', ids)}
                options={options.queues}
                current={user?.queues ?? []}
                unavailable={options.queuesUnavailable}
              />
            )}
            {asAdmin && (
              <TextField
                select
                margin="none"
                label={t('users.modal.whatsapp')}
                disabled={options.whatsappsUnavailable}
                helperText={options.whatsappsUnavailable ? t('users.modal.whatsappUnavailable') : undefined}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                {...formik.getFieldProps('whatsappId')}
              >
                <MenuItem value="">
                  <em>{t('users.modal.whatsappNone')}</em>
                </MenuItem>
                {whatsappMissing && <MenuItem value={formik.values.whatsappId}>#{formik.values.whatsappId}</MenuItem>}
                {options.whatsapps.map((whatsapp) => (
                  <MenuItem key={whatsapp.id} value={String(whatsapp.id)}>
                    {whatsapp.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {asAdmin && (
              <TextField select margin="none" label={t('users.modal.allTicket')} {...formik.getFieldProps('allTicket')}>
                <MenuItem value="enabled">{t('users.modal.allTicketEnabled')}</MenuItem>
                <MenuItem value="desabled">{t('users.modal.allTicketDesabled')}</MenuItem>
              </TextField>
            )}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={formik.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <ButtonWithSpinner type="submit" variant="contained" loading={formik.isSubmitting}>
            {isNew ? t('users.modal.add') : t('common.save')}
          </ButtonWithSpinner>
        </DialogActions>
      </form>
    </Dialog>
  );
}
