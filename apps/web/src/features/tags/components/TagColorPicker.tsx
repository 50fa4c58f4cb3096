import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TAG_COLOR, QueueColors, TAG_COLOR_PATTERN } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import CheckOutlined from '@mui/icons-material/CheckOutlined';

/** The product's default tag colour first, then the palette the queues use. */
const PALETTE = [DEFAULT_TAG_COLOR, ...QueueColors];

interface TagColorPickerProps {
  value: string;
  onChange: (color: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
}

/** A tag's colour: any hex colour typed in the field, or one picked from the palette behind the swatch. */
export function TagColorPicker({ value, onChange, onBlur, error, helperText }: TagColorPickerProps) {
  const { t } = useTranslation();
  const paletteId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const valid = TAG_COLOR_PATTERN.test(value.trim());

  return (
    <>
      <TextField
        margin="none"
        name="color"
        label={t('tags.modal.color')}
        value={value}
        error={error}
        helperText={helperText}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        slotProps={{
          htmlInput: { maxLength: 7, spellCheck: false },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <IconButton
                  size="small"
                  aria-label={t('tags.modal.palette')}
                  aria-haspopup="dialog"
                  aria-controls={anchor ? paletteId : undefined}
                  onClick={(event) => setAnchor(event.currentTarget)}
                  edge="start"
                >
                  <Box
                    aria-hidden
                    sx={{ width: 22, height: 22, borderRadius: 1, bgcolor: valid ? value.trim() : 'transparent', border: 1, borderColor: 'divider' }}
                  />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 1.5, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box
          id={paletteId}
          role="radiogroup"
          aria-label={t('tags.modal.palette')}
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(8, 28px)', sm: 'repeat(10, 28px)' }, gap: 0.75 }}
        >
          {PALETTE.map((color) => {
            const selected = color.toLowerCase() === value.trim().toLowerCase();
            return (
              <ButtonBase
                key={color}
                role="radio"
                aria-checked={selected}
                aria-label={color}
                title={color}
                onClick={() => {
                  onChange(color);
                  setAnchor(null);
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
