import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { EmptyRow } from './cells';

export interface ManagerColumn<T> {
  /** The column's header; it also keys the column. */
  header: string;
  align?: 'center' | 'right';
  /** The body cells' styles. */
  sx?: SxProps<Theme>;
  cell: (record: T) => ReactNode;
}

/** A row's own props: a tint that follows the record (and no hover over it), a data attribute naming it. */
export type ManagerRowProps = Pick<TableRowProps, 'hover' | 'sx'> & { [attribute: `data-${string}`]: string | undefined };

/** What a manager tab hands to its table: the records, whether more are loading, the one being edited. */
export interface ManagerRows<T> {
  records: readonly T[];
  loading: boolean;
  /** The record open in the form above, highlighted. */
  selectedId: number | null;
  onEdit: (record: T) => void;
}

interface ManagerTableProps<T extends { id: number }> extends ManagerRows<T> {
  label: string;
  columns: ReadonlyArray<ManagerColumn<T>>;
  /** The edit button's accessible name for a record. */
  editLabel: (record: T) => string;
  rowProps?: (record: T) => ManagerRowProps;
  sx?: SxProps<Theme>;
}

const LOADING_ROWS = 3;

/**
 * A settings manager's table (Empresas, Planos, Ajuda): an edit button, then one cell per column on each row;
 * skeleton rows while it loads, the empty row when there is nothing.
 */
export function ManagerTable<T extends { id: number }>({
  label,
  records,
  loading,
  selectedId,
  columns,
  editLabel,
  onEdit,
  rowProps,
  sx,
}: ManagerTableProps<T>) {
  const colSpan = columns.length + 1;
  return (
    <Table stickyHeader size="small" sx={sx} aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 48 }} />
          {columns.map((column) => (
            <TableCell key={column.header} align={column.align}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover selected={record.id === selectedId} {...rowProps?.(record)}>
            <TableCell padding="checkbox" sx={{ pl: 1 }}>
              <IconButton size="small" aria-label={editLabel(record)} onClick={() => onEdit(record)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={column.sx}>
                {column.cell(record)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {loading &&
          Array.from({ length: LOADING_ROWS }, (_, index) => (
            <TableRow key={`loading-${index}`} aria-hidden>
              <TableCell colSpan={colSpan}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {!loading && records.length === 0 && <EmptyRow colSpan={colSpan} />}
      </TableBody>
    </Table>
  );
}
