import { useId, type ReactNode } from 'react';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type InputProps = Pick<OutlinedInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'autoComplete' | 'autoFocus' | 'type' | 'endAdornment' | 'id'>;

export interface PlainTextFieldProps extends InputProps {
  label: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  /** As the theme's TextField default: 'normal'. */
  margin?: FormControlProps['margin'];
}

/**
 * An outlined text field made of the parts MUI's TextField renders (FormControl, InputLabel, OutlinedInput,
 * FormHelperText), the same look and label/helper wiring, without TextField's `select` mode: TextField always
 * brings Select, Menu, Popover and Modal (~14 KB gzip), which the sign-in page's first load cannot carry
 * (issue 20's budget). Forms that need more of TextField keep using it.
 */
export function PlainTextField({ label, error, helperText, margin = 'normal', id, ...input }: PlainTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth margin={margin} error={error} variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput {...input} id={inputId} label={label} aria-describedby={helperId} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
