import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';

type Width = string | number | Partial<Record<Breakpoint, string | number>>;

/** Full row on phones (the header wraps there), a fixed width from sm up. */
const DEFAULT_WIDTH: Width = { xs: 'calc(100vw - 96px)', sm: 260 };

interface SearchFieldProps {
  /** Shown as the placeholder and used as the accessible name (tests find the box by it). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** null leaves the width to `sx`, e.g. when the field is a flex item that sizes itself. */
  width?: Width | null;
  sx?: SxProps<Theme>;
}

/** The small search box of a list page's header, with a magnifier at the start. */
export function SearchField({ label, value, onChange, width = DEFAULT_WIDTH, sx }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      margin="none"
      type="search"
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // MUI skips null values in sx, so width={null} adds no width rule at all.
      sx={[{ width }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
