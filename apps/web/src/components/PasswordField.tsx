import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { PlainTextField, type PlainTextFieldProps } from './PlainTextField';

/** A password input with a show/hide toggle (login, sign-up, reset, profile); plain, as it is on the sign-in page. */
export function PasswordField(props: Omit<PlainTextFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  return (
    <PlainTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={visible ? t('common.hidePassword') : t('common.showPassword')} onClick={() => setVisible((v) => !v)} edge="end">
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
