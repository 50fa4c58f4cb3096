import { forwardRef, type HTMLAttributes } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { IMaskInput } from 'react-imask';

interface MaskedInputProps {
  mask: string;
  name?: string;
  onChange?: (event: { target: { name?: string; value: string } }) => void;
}

/**
 * The input MUI renders inside the field, masked by IMask. IMask takes the caret from each keydown, so
 * every key counts even when keys arrive faster than the page can run timers (a slow phone, a busy
 * machine); the mask used before polled the caret with timers and dropped those keys.
 */
const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput({ onChange, ...props }, ref) {
  return <IMaskInput {...props} inputRef={ref} onAccept={(value: string) => onChange?.({ target: { name: props.name, value } })} />;
});

type MaskedTextFieldProps = Omit<TextFieldProps, 'slotProps'> & {
  /** IMask's pattern: 0 is a digit, anything else is shown as typed. */
  mask: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
};

/** A text field whose value follows a fixed pattern, such as a phone number or a time. */
export function MaskedTextField({ mask, inputMode, placeholder, ...props }: MaskedTextFieldProps) {
  return (
    <TextField
      {...props}
      slotProps={{
        input: { inputComponent: MaskedInput as never },
        htmlInput: { mask, inputMode, placeholder },
      }}
    />
  );
}
