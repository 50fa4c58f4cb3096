import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import CheckOutlined from '@mui/icons-material/CheckOutlined';

interface ColorPaletteProps {
  /** The radio group's id (the field's `aria-controls` while it is open). */
  id: string;
  /** The group's accessible name ('Paleta de cores'). */
  label: string;
  colors: readonly string[];
  /** The field's value: the colour that matches it (whatever its case or spaces) is marked. */
  value: string;
  /** The element the palette opens under; null keeps it closed. */
  anchor: HTMLElement | null;
  onPick: (color: string) => void;
  onClose: () => void;
  /** Swatches per row: one number, or one per breakpoint (fewer on phones). */
  columns: number | { xs: number; sm: number };
}

const swatchColumns = (count: number) => `repeat(${count}, 28px)`;

/** A popover of colour swatches to pick from, as a radio group; picking one closes it. */
export function ColorPalette({ id, label, colors, value, anchor, onPick, onClose, columns }: ColorPaletteProps) {
  const chosen = value.trim().toLowerCase();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { p: 1.5, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <Box
        id={id}
        role="radiogroup"
        aria-label={label}
        sx={{
          display: 'grid',
          gridTemplateColumns: typeof columns === 'number' ? swatchColumns(columns) : { xs: swatchColumns(columns.xs), sm: swatchColumns(columns.sm) },
          gap: 0.75,
        }}
      >
        {colors.map((color) => {
          const selected = color.toLowerCase() === chosen;
          return (
            <ButtonBase
              key={color}
              role="radio"
              aria-checked={selected}
              aria-label={color}
              title={color}
              onClick={() => {
                onPick(color);
                onClose();
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
  );
}
