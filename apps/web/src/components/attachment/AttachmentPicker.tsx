import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';

export interface AttachmentPickerTexts {
  attach: string;
  replace: string;
  remove: string;
  /** Shown under the button when a chosen file is refused by `accepts`. */
  refused?: string;
}

interface AttachmentPickerProps {
  /** The name shown for the current or chosen file; null when there is none. */
  name: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
  icon: ReactNode;
  texts: AttachmentPickerTexts;
  /** The file input's `accept` list (a hint to the browser's picker, which the user may override). */
  accept?: string;
  /** Decides by name whether a chosen file is taken; a refused one leaves the current choice as it was. */
  accepts?: (fileName: string) => boolean;
  testId?: string;
}

/** An add/edit dialog's optional attachment: choose (or replace) a file, see its name, remove it. */
export function AttachmentPicker({ name, onChoose, onRemove, disabled = false, icon, texts, accept, accepts, testId }: AttachmentPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState(false);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexWrap: 'wrap' }}>
        <input
          ref={input}
          type="file"
          hidden
          accept={accept}
          data-testid={testId}
          aria-label={texts.attach}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) {
              const accepted = accepts?.(file.name) ?? true;
              setRefused(!accepted);
              if (accepted) onChoose(file);
            }
            // The same file chosen again after a removal must fire another change.
            event.target.value = '';
          }}
        />
        <Button variant="outlined" size="small" startIcon={icon} disabled={disabled} onClick={() => input.current?.click()}>
          {name ? texts.replace : texts.attach}
        </Button>
        {name && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, flex: '1 1 160px' }}>
            <Typography variant="body2" noWrap title={name} sx={{ minWidth: 0 }}>
              {name}
            </Typography>
            <Tooltip title={texts.remove}>
              <IconButton size="small" aria-label={texts.remove} disabled={disabled} onClick={onRemove}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        )}
      </Box>
      {refused && texts.refused && <FormHelperText error>{texts.refused}</FormHelperText>}
    </Box>
  );
}
