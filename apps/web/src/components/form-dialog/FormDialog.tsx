import type { FormEventHandler, ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { usePhone } from '../../hooks/usePhone';
import { DialogSubmitActions } from './DialogSubmitActions';

interface FormDialogProps {
  open: boolean;
  /** Names the dialog by its title (`{id}-title`). */
  id: string;
  title: string;
  onClose: () => void;
  /** The form, mounted only while open: each opening starts from the record as it is now. */
  children: ReactNode;
}

/** A wide add/edit dialog that fills the screen on phones; its form lives only while it is open. */
export function FormDialog({ open, id, title, onClose, children }: FormDialogProps) {
  const phone = usePhone();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {open && children}
    </Dialog>
  );
}

interface DialogFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** The fields, one under the other. */
  children: ReactNode;
}

/** The form inside a FormDialog: its fields, then Cancel and the submit button (spinning while it saves). */
export function DialogForm({ onSubmit, submitting, submitLabel, onCancel, children }: DialogFormProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {children}
      </DialogContent>
      <DialogSubmitActions submitting={submitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
