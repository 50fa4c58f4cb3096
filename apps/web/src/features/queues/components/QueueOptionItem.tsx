import { useTranslation } from 'react-i18next';
import type { QueueOptionDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { QueueOptionPayload } from '../../../resources/queues/api';
import { QueueOptionForm } from './QueueOptionForm';

/** Where the editor stands: which option is edited and under which option (or the top, null) one is added. */
export interface OptionTreeState {
  editingId: number | null;
  addingUnder: number | null | undefined;
}

export interface OptionTreeActions {
  startEdit: (option: QueueOptionDTO) => void;
  startAdd: (parentId: number | null) => void;
  cancel: () => void;
  save: (option: QueueOptionDTO, payload: QueueOptionPayload) => Promise<void>;
  add: (parentId: number | null, payload: QueueOptionPayload) => Promise<void>;
  remove: (option: QueueOptionDTO) => void;
}

interface QueueOptionListProps {
  options: QueueOptionDTO[];
  parentId: number | null;
  /** The numbers typed to reach this level ('2.1'), shown before each option's own. */
  path: string;
  state: OptionTreeState;
  actions: OptionTreeActions;
}

/** One level of the option tree, with the form that adds an option to it when asked; nests to any depth. */
export function QueueOptionList({ options, parentId, path, state, actions }: QueueOptionListProps) {
  const { t } = useTranslation();
  const nested = parentId !== null;
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, ...(nested && { ml: 2, pl: 1.5, borderLeft: 2, borderColor: 'divider' }) }}
    >
      {options.map((option) => (
        <QueueOptionItem key={option.id} option={option} path={path} state={state} actions={actions} />
      ))}
      {state.addingUnder === parentId && (
        <Box component="li">
          <QueueOptionForm label={t('queues.options.newOption')} onSave={(payload) => actions.add(parentId, payload)} onCancel={actions.cancel} />
        </Box>
      )}
    </Box>
  );
}

function QueueOptionItem({ option, path, state, actions }: { option: QueueOptionDTO; path: string; state: OptionTreeState; actions: OptionTreeActions }) {
  const { t } = useTranslation();
  const number = path ? `${path}.${option.option}` : option.option;
  const editing = state.editingId === option.id;
  return (
    <Box component="li" aria-label={`${number} - ${option.title}`}>
      {editing ? (
        <QueueOptionForm
          label={t('queues.options.editOf', { title: option.title })}
          initial={{ title: option.title, message: option.message }}
          onSave={(payload) => actions.save(option, payload)}
          onCancel={actions.cancel}
        />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 0.5 }}>
          <Box
            sx={{
              minWidth: 28,
              height: 24,
              px: 0.75,
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              typography: 'caption',
              fontWeight: 700,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {number}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {option.title}
            </Typography>
            {option.message && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {option.message}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', flexShrink: 0 }}>
            <Tooltip title={t('queues.options.edit')}>
              <IconButton size="small" aria-label={t('queues.options.editOf', { title: option.title })} onClick={() => actions.startEdit(option)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('queues.options.addChild')}>
              <IconButton size="small" aria-label={t('queues.options.addChildOf', { title: option.title })} onClick={() => actions.startAdd(option.id)}>
                <AddOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('queues.options.delete')}>
              <IconButton size="small" aria-label={t('queues.options.deleteOf', { title: option.title })} onClick={() => actions.remove(option)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
      )}
      {(option.children.length > 0 || state.addingUnder === option.id) && (
        <Box sx={{ mt: 1 }}>
          <QueueOptionList options={option.children} parentId={option.id} path={number} state={state} actions={actions} />
        </Box>
      )}
    </Box>
  );
}
