import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import TextField from '@mui/material/TextField';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../lib/query-client';
import { EntityDialog } from './EntityDialog';
import { useRecordDialog, type RecordDialogProps } from './useRecordDialog';

interface Note {
  id: number;
  name: string;
}

const noteSchema = yup.object({ name: yup.string().trim().required('Informe o nome') });

function NoteDialog({ save, ...props }: RecordDialogProps<Note> & { save: (values: { name: string }) => Promise<Note> }) {
  const { formik, isNew, dialog } = useRecordDialog(props, {
    initialValues: { name: props.record?.name ?? '' },
    validationSchema: noteSchema,
    save,
    savedMessage: 'Nota salva',
  });
  return (
    <EntityDialog {...dialog} id="note-dialog" title={isNew ? 'Nova nota' : 'Editar nota'}>
      <TextField label="Nome" {...formik.getFieldProps('name')} />
    </EntityDialog>
  );
}

/** A page that opens the dialog for `record` and lists what the dialog handed over. */
function NotesPage({ record, save }: { record: Note | null; save: (values: { name: string }) => Promise<Note> }) {
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState<string[]>([]);
  return (
    <>
      <output data-testid="saved">{saved.join(', ')}</output>
      <NoteDialog
        open={open}
        record={record}
        save={save}
        onClose={() => setOpen(false)}
        onSaved={(note, isNew) => setSaved((list) => [...list, `${note.name} (${isNew ? 'nova' : 'editada'})`])}
      />
    </>
  );
}

function renderPage(record: Note | null, save: (values: { name: string }) => Promise<Note>) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <NotesPage record={record} save={save} />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

describe('useRecordDialog', () => {
  it('edits from the record: saves, toasts, hands over the record as edited and closes', async () => {
    const sent: { name: string }[] = [];
    const user = renderPage({ id: 4, name: 'Antiga' }, async (values) => {
      sent.push(values);
      return { id: 4, ...values };
    });
    const dialog = screen.getByRole('dialog', { name: 'Editar nota' });
    const name = within(dialog).getByLabelText('Nome');
    expect(name).toHaveValue('Antiga');
    await user.clear(name);
    await user.type(name, 'Nova');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Nota salva')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Nova' }]);
    expect(screen.getByTestId('saved')).toHaveTextContent('Nova (editada)');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds without a record, and a refused save keeps the dialog open with what was typed', async () => {
    let refuse = true;
    const user = renderPage(null, async (values) => {
      if (refuse) throw new Error('offline');
      return { id: 9, ...values };
    });
    const dialog = screen.getByRole('dialog', { name: 'Nova nota' });
    await user.type(within(dialog).getByLabelText('Nome'), 'Primeira');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Adicionar' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Nova nota' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Primeira');
    expect(screen.getByTestId('saved')).toHaveTextContent('');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.getByTestId('saved')).toHaveTextContent('Primeira (nova)'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
