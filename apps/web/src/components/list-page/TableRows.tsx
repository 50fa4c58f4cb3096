import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';

interface RowActionProps {
  /** The action's name (tooltip); with the row's name it labels the button for screen readers and tests. */
  label: string;
  name: string;
  icon: ReactNode;
  onClick: () => void;
}

/** One icon button of a row's actions: its name in a tooltip and in the accessible label ('Editar Vendas'). */
export function RowAction({ label, name, icon, onClick }: RowActionProps) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={`${label} ${name}`} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

interface RowActionsProps {
  /** The row's name in the buttons' labels. */
  name: string;
  onEdit: () => void;
  /** Left out when the user may not delete. */
  onDelete?: () => void;
  editLabel?: string;
  deleteLabel?: string;
  /** Actions before edit (e.g. start a ticket). */
  children?: ReactNode;
}

/** The last cell of a list row: edit and (when allowed) delete. */
export function RowActions({ name, onEdit, onDelete, editLabel, deleteLabel, children }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {children}
      <RowAction label={editLabel ?? t('common.edit')} name={name} icon={<EditOutlined fontSize="small" />} onClick={onEdit} />
      {onDelete && <RowAction label={deleteLabel ?? t('common.delete')} name={name} icon={<DeleteOutlined fontSize="small" />} onClick={onDelete} />}
    </TableCell>
  );
}

interface StatusRowsProps {
  loading: boolean;
  empty: boolean;
  colSpan: number;
  emptyText: string;
  /** The skeleton cells of one loading row. */
  children: ReactNode;
  rows?: number;
}

/** Below a list's rows: skeleton rows while a page loads, or the empty text when there is nothing to show. */
export function StatusRows({ loading, empty, colSpan, emptyText, children, rows = 4 }: StatusRowsProps) {
  if (loading) {
    return Array.from({ length: rows }, (_, index) => (
      <TableRow key={`loading-${index}`} aria-hidden>
        {children}
      </TableRow>
    ));
  }
  if (!empty) return null;
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 6, textAlign: 'center', color: 'text.secondary', borderBottom: 0 }}>
        {emptyText}
      </TableCell>
    </TableRow>
  );
}
