import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { ATTACHMENT_ACCEPT, isAcceptedAttachment } from '../schedule-form';

interface ScheduleAttachmentProps {
  /** The file already attached to the schedule, if any. */
  savedName: string | null;
  /** A file chosen now, uploaded when the schedule is saved. */
  pending: File | null;
  onPick: (file: File | null) => void;
  /** Removes the saved attachment (asks first). */
  onRemoveSaved: () => void;
  readOnly: boolean;
}

/** The schedule's optional picture (§5: .png, .jpg, .jpeg). */
export function ScheduleAttachment({ savedName, pending, onPick, onRemoveSaved, readOnly }: ScheduleAttachmentProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedAttachment(file)) {
      toast.error(t('schedules.modal.attachmentType'));
      return;
    }
    onPick(file);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {pending ? (
        <Chip label={pending.name} onDelete={() => onPick(null)} />
      ) : (
        savedName && <Chip label={savedName} onDelete={readOnly ? undefined : onRemoveSaved} />
      )}
      {!readOnly && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept={ATTACHMENT_ACCEPT}
            data-testid="schedule-file"
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button size="small" startIcon={<AttachFileOutlined />} onClick={() => input.current?.click()}>
            {t('schedules.modal.attach')}
          </Button>
        </>
      )}
    </Box>
  );
}
