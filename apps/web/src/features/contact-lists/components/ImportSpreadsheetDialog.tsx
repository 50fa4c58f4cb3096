import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ContactListImportResult } from '@zapdesk/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { toastError } from '../../../lib/toast-error';
import { importContactSpreadsheet } from '../../../resources/contact-lists/api';

interface ImportSpreadsheetDialogProps {
  open: boolean;
  contactListId: number;
  onDownloadExample: () => void;
  onClose: () => void;
}

/** Spec §9: the import takes .xls/.xlsx (the API also reads .csv). */
const ACCEPT = '.xls,.xlsx,.csv';

/**
 * The import's confirmation (spec §2): it offers the example spreadsheet, then the chosen file uploads with a
 * progress bar; the rows refused are listed by line. The list's contacts come back by the `reload` event.
 */
export function ImportSpreadsheetDialog({ open, contactListId, onDownloadExample, onClose }: ImportSpreadsheetDialogProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ContactListImportResult | null>(null);
  const importing = progress !== null;

  const close = () => {
    if (importing) return;
    setResult(null);
    onClose();
  };

  const upload = async (file: File) => {
    setProgress(0);
    try {
      const answer = await importContactSpreadsheet(contactListId, file, setProgress);
      toast.success(t('contactListItems.import.done', { created: answer.created, updated: answer.updated }));
      if (answer.errors.length > 0) setResult(answer);
      else onClose();
    } catch (error) {
      toastError(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="import-spreadsheet-title">
      <DialogTitle id="import-spreadsheet-title">{t('contactListItems.import.title')}</DialogTitle>
      <DialogContent dividers>
        {result ? (
          <>
            <DialogContentText>{t('contactListItems.import.refused', { count: result.errors.length })}</DialogContentText>
            <ul aria-label={t('contactListItems.import.refusedList')}>
              {result.errors.slice(0, 50).map((error) => (
                <li key={error.line}>
                  <Typography variant="body2">{t('contactListItems.import.line', { line: error.line, message: error.message })}</Typography>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <DialogContentText>{t('contactListItems.import.message')}</DialogContentText>
        )}
        {importing && <LinearProgress variant="determinate" value={progress} sx={{ mt: 2 }} aria-label={t('contactListItems.import.progress')} />}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="import-spreadsheet-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onDownloadExample} disabled={importing}>
          {t('contactListItems.import.downloadExample')}
        </Button>
        <Button onClick={close} color="inherit" disabled={importing}>
          {result ? t('common.close') : t('common.cancel')}
        </Button>
        {!result && (
          <Button variant="contained" onClick={() => input.current?.click()} disabled={importing}>
            {t('contactListItems.import.choose')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
