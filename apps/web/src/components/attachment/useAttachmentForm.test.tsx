import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../lib/query-client';
import { DialogForm } from '../form-dialog/FormDialog';
import { AttachmentPicker } from './AttachmentPicker';
import { useAttachmentForm } from './useAttachmentForm';
import type { AttachmentSaveApi } from './useSaveWithAttachment';

interface Note {
  id: number;
  text: string;
  mediaPath: string | null;
  mediaName: string | null;
}

const note = (overrides: Partial<Note> = {}): Note => ({ id: 5, text: 'oi', mediaPath: null, mediaName: null, ...overrides });

/** An in-memory resource that records what the form asked of it. */
function memoryApi(calls: string[]): AttachmentSaveApi<Note, { text: string }> {
  return {
    create: async (input) => (calls.push(`create ${input.text}`), note({ id: 9, ...input })),
    update: async (id, input) => (calls.push(`update ${id} ${input.text}`), note({ id, ...input })),
    upload: async (id, file) => (calls.push(`upload ${id} ${file.name}`), note({ id, mediaPath: `/m/${file.name}`, mediaName: file.name })),
    removeMedia: async (id) => (calls.push(`removeMedia ${id}`), note({ id })),
  };
}

function NoteForm({ record, calls, heard }: { record: Note | null; calls: string[]; heard: string[] }) {
  const { formik, form, picker } = useAttachmentForm(
    { record, onClose: () => heard.push('closed'), onSaved: (saved, isNew) => heard.push(`${saved.id} ${saved.mediaName ?? '-'} ${isNew ? 'new' : 'old'}`) },
    {
      api: memoryApi(calls),
      displayName: (name) => name.toUpperCase(),
      initialValues: { text: record?.text ?? '' },
      validationSchema: undefined,
      toInput: (values) => ({ text: values.text.trim() }),
      savedMessage: 'Nota salva',
    },
  );
  return (
    <DialogForm {...form}>
      <TextField label="Texto" {...formik.getFieldProps('text')} />
      <AttachmentPicker {...picker} icon={<AttachFileOutlined />} texts={{ attach: 'Anexar', replace: 'Trocar', remove: 'Remover' }} testId="file" />
    </DialogForm>
  );
}

function renderForm(record: Note | null) {
  const calls: string[] = [];
  const heard: string[] = [];
  render(
    <AppProviders queryClient={createQueryClient()}>
      <NoteForm record={record} calls={calls} heard={heard} />
    </AppProviders>,
  );
  return { calls, heard, user: userEvent.setup({ delay: null }) };
}

describe('useAttachmentForm', () => {
  it('adds the record from its input, then uploads the chosen file; hands over both states, toasts and closes', async () => {
    const { calls, heard, user } = renderForm(null);
    await user.type(screen.getByLabelText('Texto'), ' bom dia ');
    await user.upload(screen.getByTestId('file'), new File(['x'], 'foto.png'));
    expect(screen.getByText('FOTO.PNG')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Nota salva')).toBeInTheDocument();
    expect(calls).toEqual(['create bom dia', 'upload 9 foto.png']);
    expect(heard).toEqual(['9 - new', '9 foto.png old', 'closed']);
  });

  it('saves an edited record with Salvar, and removes its file', async () => {
    const { calls, heard, user } = renderForm(note({ mediaPath: '/m/a.pdf', mediaName: 'a.pdf' }));
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(heard).toContain('closed'));
    expect(calls).toEqual(['update 5 oi', 'removeMedia 5']);
  });
});
