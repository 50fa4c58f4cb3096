import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../lib/visually-hidden';
import { StatusRows } from './TableRows';

type Width = number | string | { xs: number | string; sm?: number | string; md?: number | string };
/** Plain CSS properties (with theme paths such as 'text.secondary' for colours). */
type CellStyle = Record<string, string | number>;

export interface ListColumn<T> {
  header: string;
  /** The header is read by screen readers only (a column of logos), with this mark, if any, shown instead. */
  hiddenHeader?: boolean;
  headerMark?: string;
  align?: 'center' | 'right';
  width?: Width;
  /** Left out below this width: what matters of it shows elsewhere in the row. */
  shownFrom?: 'sm' | 'md';
  /** One line, cut with an ellipsis: the column gives its width to the others. */
  ellipsis?: boolean;
  /** The body cell's own styles (a colour that follows the record). */
  cellSx?: (record: T) => CellStyle;
  /** The body cell's title: the whole of a cut line. */
  title?: (record: T) => string | undefined;
  cell: (record: T) => ReactNode;
  /** The cell while a page loads: a bar this wide (the default is 60 %), or other placeholders. */
  skeleton?: number | string | ReactNode;
}

/** A row's own props: a background that follows the record, a data attribute naming its state. */
export type ListRowProps = Pick<TableRowProps, 'sx' | 'className'> & { [attribute: `data-${string}`]: string | undefined };

interface ListTableProps<T extends { id: number }> {
  label: string;
  records: readonly T[];
  loading: boolean;
  emptyText: string;
  columns: ReadonlyArray<ListColumn<T>>;
  /** The last column: its header and width, and each row's RowActions; left out by tables without row actions. */
  actions?: { header: string; width: Width; cell: (record: T) => ReactNode; skeletonWidth?: number };
  /** Each row's own props (an overdue invoice's light red background). */
  rowProps?: (record: T) => ListRowProps;
  /** Below this width the table scrolls sideways inside its container instead of squeezing its columns. */
  minWidth?: number;
  /** Column widths as declared rather than by content (long texts are cut instead of widening the table). */
  fixedLayout?: boolean;
  loadingRows?: number;
}

const SHOWN_FROM = { sm: { display: { xs: 'none', sm: 'table-cell' } }, md: { display: { xs: 'none', md: 'table-cell' } } } as const;
const ELLIPSIS = { maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const SKELETON_ALIGN = { center: { mx: 'auto' }, right: { ml: 'auto' } } as const;

function placeholder(skeleton: ListColumn<never>['skeleton'], align: ListColumn<never>['align']): ReactNode {
  if (skeleton !== undefined && typeof skeleton !== 'number' && typeof skeleton !== 'string') return skeleton;
  return <Skeleton width={skeleton ?? '60%'} sx={align ? SKELETON_ALIGN[align] : undefined} />;
}

/**
 * A list page's table from its columns: the header, one row per record ending in its actions, and skeleton rows
 * while a page loads or the empty text. Phones get narrower cell padding, which leaves the texts room.
 */
export function ListTable<T extends { id: number }>({
  label,
  records,
  loading,
  emptyText,
  columns,
  actions,
  rowProps,
  minWidth,
  fixedLayout,
  loadingRows,
}: ListTableProps<T>) {
  return (
    <Table
      stickyHeader
      size="small"
      aria-label={label}
      sx={{ tableLayout: fixedLayout ? 'fixed' : 'auto', minWidth, '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.header} align={column.align} sx={{ ...(column.shownFrom && SHOWN_FROM[column.shownFrom]), width: column.width }}>
              {column.hiddenHeader ? (
                <>
                  <Box component="span" sx={visuallyHidden}>
                    {column.header}
                  </Box>
                  {column.headerMark && <span aria-hidden>{column.headerMark}</span>}
                </>
              ) : (
                column.header
              )}
            </TableCell>
          ))}
          {actions && (
            <TableCell align="right" sx={{ width: actions.width }}>
              {actions.header}
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover {...rowProps?.(record)}>
            {columns.map((column) => (
              <TableCell
                key={column.header}
                align={column.align}
                title={column.title?.(record)}
                sx={{ ...(column.shownFrom && SHOWN_FROM[column.shownFrom]), ...(column.ellipsis && ELLIPSIS), ...column.cellSx?.(record) }}
              >
                {column.cell(record)}
              </TableCell>
            ))}
            {actions?.cell(record)}
          </TableRow>
        ))}
        <StatusRows loading={loading} empty={records.length === 0} colSpan={columns.length + (actions ? 1 : 0)} emptyText={emptyText} rows={loadingRows}>
          {columns.map((column) => (
            <TableCell key={column.header} align={column.align} sx={column.shownFrom && SHOWN_FROM[column.shownFrom]}>
              {placeholder(column.skeleton, column.align)}
            </TableCell>
          ))}
          {actions && (
            <TableCell align="right">
              <Skeleton width={actions.skeletonWidth ?? 56} sx={SKELETON_ALIGN.right} />
            </TableCell>
          )}
        </StatusRows>
      </TableBody>
    </Table>
  );
}

interface CellTextProps {
  /** The record's name, in bold on the first line. */
  title: string;
  /** A second line in small grey type (a message, a type). */
  subtitle?: ReactNode;
  /** A line shown on phones only, where it stands for the columns they leave out. */
  phoneSubtitle?: ReactNode;
}

/** The first cell of a list row: the name, and under it what describes it; every line cut with an ellipsis. */
export function CellText({ title, subtitle, phoneSubtitle }: CellTextProps) {
  return (
    <>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={title}>
        {title}
      </Typography>
      {subtitle !== undefined && (
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {subtitle}
        </Typography>
      )}
      {phoneSubtitle !== undefined && (
        <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ display: { sm: 'none' } }}>
          {phoneSubtitle}
        </Typography>
      )}
    </>
  );
}

/** The first column's placeholder while a page loads, when its rows show a title and a line under it. */
export const TWO_LINE_SKELETON = (
  <>
    <Skeleton width="60%" />
    <Skeleton width="85%" />
  </>
);

interface AttachmentNameProps {
  /** The attached file's name; null when there is none. */
  name: string | null;
  icon: ReactNode;
  /** What stands for no attachment ('Sem anexo'). */
  emptyText: string;
}

/** A row's attachment: its icon and name cut with an ellipsis, or the grey text that says there is none. */
export function AttachmentName({ name, icon, emptyText }: AttachmentNameProps) {
  if (!name) {
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      {icon}
      <Typography variant="body2" noWrap title={name}>
        {name}
      </Typography>
    </Box>
  );
}
