import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueueColors } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { ColorPalette } from '../../../components/color-picker/ColorPalette';

interface QueueColorPickerProps {
  value: string;
  onChange: (color: string) => void;
  onClose?: () => void;
  error?: boolean;
  helperText?: string;
}

/** A queue's colour, picked from the fixed palette of 50 (spec §5) shared with the API. */
export function QueueColorPicker({ value, onChange, onClose, error, helperText }: QueueColorPickerProps) {
  const { t } = useTranslation();
  const paletteId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => {
    setAnchor(null);
    onClose?.();
  };

  return (
    <>
      <TextField
        margin="none"
        label={t('queues.modal.color')}
        value={value}
        error={error}
        helperText={helperText}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            setAnchor(event.currentTarget);
          }
        }}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', 'aria-controls': anchor ? paletteId : undefined, sx: { cursor: 'pointer' } },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  aria-hidden
                  sx={{ width: 22, height: 22, borderRadius: 1, bgcolor: value || 'transparent', border: 1, borderColor: value ? 'transparent' : 'divider' }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
      <ColorPalette
        id={paletteId}
        label={t('queues.modal.palette')}
        colors={QueueColors}
        value={value}
        anchor={anchor}
        onPick={onChange}
        onClose={close}
        columns={10}
      />
    </>
  );
}
