import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { screenWidth } from '../../test/screen-width';
import { EntityDialog, useEntityForm } from './EntityDialog';

/** A dialog whose save the server refuses, naming the field it refused. */
function CodeDialog({ large }: { large: boolean }) {
  const formik = useEntityForm({
    open: true,
    initialValues: { code: 'A1' },
    validationSchema: undefined,
    save: () => Promise.reject(new Error('taken')),
    savedMessage: 'Salvo',
    onSaved: () => undefined,
    onClose: () => undefined,
    onError: (error, values, helpers) => helpers.setFieldError('code', `${values.code}: ${(error as Error).message}`),
  });
  return (
    <EntityDialog
      open
      id="code-dialog"
      title="Código"
      isNew={false}
      submitting={formik.isSubmitting}
      onSubmit={formik.handleSubmit}
      onClose={() => undefined}
      large={large}
      header={<nav aria-label="Abas">Dados</nav>}
    >
      <TextField label="Código" {...formik.getFieldProps('code')} helperText={formik.errors.code} />
    </EntityDialog>
  );
}

function renderDialog(large: boolean) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <CodeDialog large={large} />
    </AppProviders>,
  );
  return screen.getByRole('dialog', { name: 'Código' });
}

describe('EntityDialog', () => {
  it('a large dialog fills a phone screen, with the header between the title and the fields', () => {
    screenWidth(false);
    const dialog = renderDialog(true);
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    const [title, header, field] = [
      within(dialog).getByText('Código', { selector: 'h2' }),
      within(dialog).getByRole('navigation'),
      within(dialog).getByLabelText('Código'),
    ];
    expect(title.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(header.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a large dialog keeps its width on a wide screen', () => {
    screenWidth(true);
    expect(renderDialog(true)).not.toHaveClass('MuiDialog-paperFullScreen');
  });

  it('a small dialog does not fill a phone screen', () => {
    screenWidth(false);
    expect(renderDialog(false)).not.toHaveClass('MuiDialog-paperFullScreen');
  });

  it('hands a refused save to onError after the toast, which can mark the field', async () => {
    const dialog = renderDialog(false);
    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(i18n.t('errors.generic'))).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('A1: taken')).toBeInTheDocument());
  });
});
