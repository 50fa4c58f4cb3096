import { useTranslation } from 'react-i18next';
import type { WhatsappDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';

export interface RowActionHandlers {
  onEdit: (connection: WhatsappDTO) => void;
  onDelete: (connection: WhatsappDTO) => void;
  onOpenPhone: (connection: WhatsappDTO) => void;
}

/** A row's admin actions: the simulated phone (sandbox connections), edit and delete. */
export function ConnectionRowActions({ connection, onEdit, onDelete, onOpenPhone }: { connection: WhatsappDTO } & RowActionHandlers) {
  const { t } = useTranslation();
  const label = (key: string) => `${t(key)} ${connection.name}`;
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
      {connection.provider === 'sandbox' && (
        <Tooltip title={t('connections.phone.open')}>
          <IconButton size="small" color="primary" aria-label={label('connections.phone.open')} onClick={() => onOpenPhone(connection)}>
            <PhoneIphoneOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t('common.edit')}>
        <IconButton size="small" aria-label={label('common.edit')} onClick={() => onEdit(connection)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('common.delete')}>
        <IconButton size="small" aria-label={label('common.delete')} onClick={() => onDelete(connection)}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
