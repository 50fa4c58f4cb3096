import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MESSAGE_VARIABLES } from '../quick-message-form';

/** The insert helper under the message: one chip per variable (spec §9), inserted at the caret. */
export function MessageVariablesPicker({ onInsert, disabled = false }: { onInsert: (token: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-labelledby="quick-message-variables-label" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Typography id="quick-message-variables-label" variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
        {t('quickMessages.variables.title')}
      </Typography>
      {MESSAGE_VARIABLES.map(({ token, labelKey }) => (
        <Tooltip key={token} title={token} describeChild>
          <Chip
            label={t(labelKey)}
            size="small"
            variant="outlined"
            color="primary"
            disabled={disabled}
            // Keeps the focus (and the caret) in the message while the chip is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(token)}
          />
        </Tooltip>
      ))}
    </Box>
  );
}
