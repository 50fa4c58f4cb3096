import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useMask } from '@react-input/mask';

/** A time typed as HH:mm (spec §5: time fields use an HH:mm mask). */
export function TimeField(props: TextFieldProps) {
  const inputRef = useMask({ mask: '__:__', replacement: { _: /\d/ } });
  return <TextField {...props} inputRef={inputRef} slotProps={{ htmlInput: { inputMode: 'numeric', placeholder: 'HH:mm' } }} />;
}
