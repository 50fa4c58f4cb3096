import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import { generateToken } from '../connection-form';

type TokenFieldProps = Omit<TextFieldProps, 'onChange'> & { onGenerate: (token: string) => void; onChange: TextFieldProps['onChange'] };

/** The external-API token with a button that fills in 64 random hex characters; empty lets the server choose. */
export function TokenField({ onGenerate, ...props }: TokenFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      margin="none"
      label={t('connections.modal.token')}
      autoComplete="off"
      slotProps={{
        htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('connections.modal.generateToken')}>
                <IconButton edge="end" aria-label={t('connections.modal.generateToken')} onClick={() => onGenerate(generateToken())}>
                  <AutorenewOutlined />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
