import { useTranslation } from 'react-i18next';
import AccessTime from '@mui/icons-material/AccessTime';
import DoneAll from '@mui/icons-material/DoneAll';
import Done from '@mui/icons-material/Done';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { ackState } from '../../message-ack';

/** WhatsApp's blue of read ticks: it reads on both the light and the dark bubble. */
const READ_BLUE = '#34B7F1';

/** The ticks of one of our messages: clock, one tick, two ticks, two blue ticks; a failed send shows an alert. */
export function AckIcon({ ack }: { ack: number }) {
  const { t } = useTranslation();
  const state = ackState(ack);
  const label = t(`conversation.ack.${state}`);
  const props = { titleAccess: label, 'data-ack': state, sx: { fontSize: 16 } } as const;
  switch (state) {
    case 'failed':
      return <ErrorOutline {...props} sx={{ fontSize: 16, color: 'error.main' }} />;
    case 'pending':
      return <AccessTime {...props} />;
    case 'sent':
      return <Done {...props} />;
    case 'delivered':
      return <DoneAll {...props} />;
    case 'read':
      return <DoneAll {...props} sx={{ fontSize: 16, color: READ_BLUE }} />;
  }
}
