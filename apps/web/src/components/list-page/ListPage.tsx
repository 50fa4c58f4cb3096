import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ConfirmationModal } from '../ConfirmationModal';
import { MainContainer } from '../MainContainer';
import { MainHeader } from '../MainHeader';
import { SearchField } from '../SearchField';
import type { PagedList } from './usePagedList';
import type { RowDeletion } from './useDeleteRow';
import { ScrollLoader } from './ScrollLoader';

interface DeleteConfirmation<T> {
  deletion: RowDeletion<T>;
  title: string;
  /** The question; a second paragraph (what else goes with the row) goes in `hint`. */
  message: ReactNode;
  hint?: (row: T) => ReactNode;
}

interface ListPageProps<T> {
  title: string;
  /** The list, or a plain one (rows and nothing to page) for lists the API sends whole. */
  list: Pick<PagedList<T>, 'rows' | 'hasMore' | 'loadMore' | 'isLoadingMore' | 'isError'> & Partial<Pick<PagedList<T>, 'search' | 'setSearch'>>;
  /** The search box's label; without it the page has no search. */
  searchLabel?: string;
  loadError: string;
  /** The header's buttons (add, import …), after the search box. */
  actions?: ReactNode;
  /** Replaces the whole header area right of the title (search box included), for a page that lays it out itself. */
  header?: ReactNode;
  /** The scroll area's height by breakpoint, when the header is taller than usual. */
  maxHeight?: Record<string, string>;
  /** Names the scroll area for tests (`{testId}-scroll`). */
  testId: string;
  /** The table. */
  children: ReactNode;
  confirmDelete?: DeleteConfirmation<T>;
  /** Dialogs of the page (add/edit …). */
  dialogs?: ReactNode;
}

/** A list page: header with search and actions, the load error, the scrolling table, the delete confirmation. */
export function ListPage<T>({ title, list, searchLabel, loadError, actions, header, maxHeight, testId, children, confirmDelete, dialogs }: ListPageProps<T>) {
  const { search, setSearch } = list;
  const searchBox = searchLabel && setSearch ? <SearchField label={searchLabel} value={search ?? ''} onChange={setSearch} /> : null;
  return (
    <MainContainer>
      <MainHeader
        title={title}
        actions={
          header ??
          ((searchBox || actions) && (
            <>
              {searchBox}
              {actions}
            </>
          ))
        }
      />
      {list.isError && <Alert severity="error">{loadError}</Alert>}
      <ScrollLoader list={list} testId={`${testId}-scroll`} maxHeight={maxHeight}>
        {children}
      </ScrollLoader>
      {dialogs}
      {confirmDelete && <DeleteDialog {...confirmDelete} />}
    </MainContainer>
  );
}

function DeleteDialog<T>({ deletion, title, message, hint }: DeleteConfirmation<T>) {
  const { target } = deletion;
  return (
    <ConfirmationModal open={target !== null} title={title} loading={deletion.deleting} onClose={deletion.cancel} onConfirm={deletion.confirm}>
      {hint && target ? (
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {message}
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            {hint(target)}
          </Box>
        </>
      ) : (
        message
      )}
    </ConfirmationModal>
  );
}
