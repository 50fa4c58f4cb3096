import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TAG_COLOR, QueueColors, TAG_COLOR_PATTERN } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { ColorPalette } from '../../../components/color-picker/ColorPalette';

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
      <ColorPalette
        id={paletteId}
        label={t('tags.modal.palette')}
        colors={PALETTE}
        value={value}
        anchor={anchor}
        onPick={onChange}
        onClose={() => setAnchor(null)}
        columns={{ xs: 8, sm: 10 }}
      />
    </>
  );
}
