import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';

export interface SignSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Signs messages with the attendant's name; the word 'Assinar' shows from the sm breakpoint up. */
export function SignSwitch({ checked, onChange }: SignSwitchProps) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('conversation.input.signTooltip')}>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={checked}
            onChange={(_, value) => onChange(value)}
            slotProps={{ input: { 'aria-label': t('conversation.input.sign') } }}
          />
        }
        label={t('conversation.input.sign')}
        sx={{ mx: 0, flexShrink: 0, minHeight: 40, '& .MuiFormControlLabel-label': { display: { xs: 'none', sm: 'block' }, typography: 'body2' } }}
      />
    </Tooltip>
  );
}
