import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import type { TodoItem } from '../todo-storage';

interface TodoRowProps {
  item: TodoItem;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One task with its last change time and the edit and delete actions. */
export function TodoRow({ item, editing, onEdit, onDelete }: TodoRowProps) {
  const { t } = useTranslation();
  return (
    <ListItem
      divider
      sx={{ bgcolor: editing ? 'action.selected' : undefined, pr: 12 }}
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={t('todo.edit')}>
            <IconButton aria-label={t('todo.edit')} onClick={onEdit}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('todo.delete')}>
            <IconButton aria-label={t('todo.delete')} onClick={onDelete} edge="end">
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </Stack>
      }
    >
      <ListItemText
        primary={item.text}
        secondary={t('todo.updatedAt', { date: formatDateTime(item.updatedAt) })}
        slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
      />
    </ListItem>
  );
}
