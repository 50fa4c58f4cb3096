import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useMask } from '@react-input/mask';

/** Brazilian phone with area code, masked as (99) 99999-9999: at most 11 digits (spec §5). */
export function PhoneField(props: TextFieldProps) {
  const inputRef = useMask({ mask: '(__) _____-____', replacement: { _: /\d/ } });
  return <TextField {...props} type="tel" inputRef={inputRef} />;
}
