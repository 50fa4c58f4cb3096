import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueueColors } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import CheckOutlined from '@mui/icons-material/CheckOutlined';

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
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 1.5 } } }}
      >
        <Box
          id={paletteId}
          role="radiogroup"
          aria-label={t('queues.modal.palette')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(10, 28px)', gap: 0.75 }}
        >
          {QueueColors.map((color) => {
            const selected = color === value;
            return (
              <ButtonBase
                key={color}
                role="radio"
                aria-checked={selected}
                aria-label={color}
                title={color}
                onClick={() => {
                  onChange(color);
                  close();
                }}
                sx={{
                  width: 28,
                  height: 28,
                  borderRadius: 1,
                  bgcolor: color,
                  color: '#fff',
                  outline: selected ? 2 : 0,
                  outlineColor: 'text.primary',
                  outlineOffset: 2,
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {selected && <CheckOutlined fontSize="small" sx={{ filter: 'drop-shadow(0 0 1px rgba(0,0,0,.8))' }} />}
              </ButtonBase>
            );
          })}
        </Box>
      </Popover>
    </>
  );
}
