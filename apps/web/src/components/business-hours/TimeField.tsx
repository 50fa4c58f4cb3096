import type { TextFieldProps } from '@mui/material/TextField';
import { MaskedTextField } from '../MaskedTextField';

/** A time typed as HH:mm (spec §5: time fields use an HH:mm mask). */
export function TimeField(props: Omit<TextFieldProps, 'slotProps'>) {
  return <MaskedTextField {...props} mask="00:00" inputMode="numeric" placeholder="HH:mm" />;
}
