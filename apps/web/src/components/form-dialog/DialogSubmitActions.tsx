import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { ButtonWithSpinner } from '../ButtonWithSpinner';

interface DialogSubmitActionsProps {
  submitting: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** Buttons left of Cancel (e.g. delete). */
  extraActions?: ReactNode;
  /** The submit button is off (e.g. while the record loads). */
  submitDisabled?: boolean;
}

/** A form dialog's buttons: Cancel, then the submit button, which spins while it saves; both wait for the save. */
export function DialogSubmitActions({ submitting, submitLabel, onCancel, extraActions, submitDisabled }: DialogSubmitActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      {extraActions}
      <Button onClick={onCancel} color="inherit" disabled={submitting}>
        {t('common.cancel')}
      </Button>
      <ButtonWithSpinner type="submit" variant="contained" loading={submitting} disabled={submitDisabled}>
        {submitLabel}
      </ButtonWithSpinner>
    </DialogActions>
  );
}
