import { useTranslation } from 'react-i18next';
import type { UserDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EntityDialog } from '../../../components/list-page/EntityDialog';
import { useRecordDialog } from '../../../components/list-page/useRecordDialog';
import { PasswordField } from '../../../components/PasswordField';
import { useFieldError } from '../../../hooks/useFieldError';
import { isAdmin } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import { createUser, updateUser } from '../../../resources/users/api';
import { usePickerOptions } from '../hooks/usePickerOptions';
import { initialUserValues, toUserPayload, userFormSchema } from '../user-form';
import { QueueMultiSelect } from '../../../components/option-select/QueueMultiSelect';

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
  const options = usePickerOptions(open && asAdmin);

  const { formik, isNew, dialog } = useRecordDialog(
    // The page takes the saved user alone.
    { open, record: user, onClose, onSaved: (saved) => onSaved(saved) },
    {
      initialValues: initialUserValues(user),
      validationSchema: userFormSchema(user === null),
      save: (values) => (user === null ? createUser(toUserPayload(values, asAdmin)) : updateUser(user.id, toUserPayload(values, asAdmin))),
      savedMessage: t('users.saved'),
    },
  );
  const fieldError = useFieldError(formik);
  const profiles = formik.values.profile === 'supervisor' ? (['user', 'supervisor', 'admin'] as const) : (['user', 'admin'] as const);
  const whatsappMissing = formik.values.whatsappId !== '' && !options.whatsapps.some((w) => String(w.id) === formik.values.whatsappId);

  return (
    <EntityDialog
      {...dialog}
      id="user-modal"
      title={isNew ? t('users.modal.addTitle') : t('users.modal.editTitle')}
      maxWidth="sm"
      submitLabel={isNew ? t('users.modal.add') : undefined}
    >
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
            label={t('users.modal.queues')}
            helperText={options.queuesUnavailable ? t('users.modal.queuesUnavailable') : options.queues.length === 0 ? t('users.modal.noQueues') : undefined}
            disabled={options.queuesUnavailable || options.queues.length === 0}
            sx={{ gridColumn: '1 / -1' }}
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
    </EntityDialog>
  );
}
