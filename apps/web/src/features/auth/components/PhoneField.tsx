import type { TextFieldProps } from '@mui/material/TextField';
import { MaskedTextField } from '../../../components/MaskedTextField';

/** Brazilian phone with area code, masked as (99) 99999-9999: at most 11 digits (spec §5). */
export function PhoneField(props: Omit<TextFieldProps, 'slotProps'>) {
  return <MaskedTextField {...props} type="tel" mask="(00) 00000-0000" />;
}
