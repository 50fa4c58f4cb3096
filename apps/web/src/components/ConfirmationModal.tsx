import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ButtonWithSpinner } from './ButtonWithSpinner';

interface ConfirmationModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  onConfirm: () => void | Promise<void>;
  /** The confirm button's text; most confirmations in the product are deletions. */
  confirmLabel?: string;
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean;
  /** Red by default (deletions); a harmless confirmation (an import) passes 'primary'. */
  confirmColor?: ButtonProps['color'];
}

/** Asks before a destructive action (spec §8: 'Exclusão de Registro' / 'Deseja realmente excluir esse registro?'). */
export function ConfirmationModal({
  open,
  title,
  children,
  onClose,
  onConfirm,
  confirmLabel,
  loading = false,
  confirmColor = 'error',
}: ConfirmationModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="confirmation-title">
      <DialogTitle id="confirmation-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={loading}>
          {t('common.cancel')}
        </Button>
        <ButtonWithSpinner variant="contained" color={confirmColor} loading={loading} onClick={() => void onConfirm()}>
          {confirmLabel ?? t('common.delete')}
        </ButtonWithSpinner>
      </DialogActions>
    </Dialog>
  );
}
