import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeFileListDto } from '../../../test/automation-dto-fixtures';
import { emitCompanyEvent } from '../../../test/live-socket';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { serve, type Routes } from '../../../test/serve-routes';
import { FileListsPage } from './FileListsPage';

const option = (id: number, name: string) => ({ id, name, path: `f${id}.pdf`, mediaType: 'application/pdf', file: `/files/1/options/${id}/media` });

function renderPage(routes: Routes) {
  const server = serve(routes);
  renderWithApp(<FileListsPage />, { route: '/files', auth: fakeAuth(makeUser()) });
  return { ...server, user: userEvent.setup({ delay: null }) };
}
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('FileListsPage', () => {
  it('creates a list with two files: the list first, then both files in one upload', async () => {
    const created = makeFileListDto({ id: 4, name: 'Promoções', message: 'Confira' });
    const { user, writes } = renderPage({
      'GET /files': () => ({ status: 200, data: { files: [makeFileListDto({ options: [option(1, 'Tabela')] })], hasMore: false, count: 1 } }),
      'POST /files': () => ({ status: 200, data: created }),
      'POST /files/uploadList/4': () => ({ status: 200, data: { ...created, options: [option(2, 'Folheto'), option(3, 'preços')] } }),
    });
    expect(await screen.findByRole('heading', { name: 'Lista de arquivos' })).toBeInTheDocument();
    expect(within(await rowOf('Catálogo')).getByText('1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nova Lista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova lista de arquivos' });
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Pr' } });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('nome muito curto')).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha um arquivo')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Promoções' } });
    fireEvent.change(within(dialog).getByLabelText('Mensagem'), { target: { value: 'Confira' } });
    fireEvent.change(within(dialog).getByLabelText('Nome do arquivo 1'), { target: { value: 'Folheto' } });
    fireEvent.change(within(dialog).getByLabelText('Arquivo 1'), { target: { files: [new File(['a'], 'folheto.pdf', { type: 'application/pdf' })] } });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar arquivo' }));
    fireEvent.change(within(dialog).getByLabelText('Arquivo 2'), { target: { files: [new File(['b'], 'preços.png', { type: 'image/png' })] } });
    expect(within(dialog).getByLabelText('Nome do arquivo 2')).toHaveValue('preços');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(within(await rowOf('Promoções')).getByText('2')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'POST', url: '/files', body: { name: 'Promoções', message: 'Confira', options: [] } },
      {
        method: 'POST',
        url: '/files/uploadList/4',
        body: { typeArch: 'fileList', files: { name: 'preços.png', type: 'image/png' }, id: '', name: 'preços' },
      },
    ]);
  });

  it('edits a list: a removed file leaves the options sent, and follows live events', async () => {
    const record = makeFileListDto({ options: [option(1, 'Tabela'), option(2, 'Fotos')] });
    const { user, writes } = renderPage({
      'GET /files': () => ({ status: 200, data: { files: [record], hasMore: false, count: 1 } }),
      'PUT /files/1': () => ({ status: 200, data: { ...record, options: [option(2, 'Fotos')] } }),
    });
    await user.click(within(await rowOf('Catálogo')).getByRole('button', { name: 'Editar Catálogo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar lista de arquivos' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover arquivo 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PUT',
      url: '/files/1',
      body: { name: 'Catálogo', message: 'Segue o catálogo', options: [{ id: 2, name: 'Fotos' }] },
    });

    await emitCompanyEvent(3, 'file', { action: 'create', fileList: makeFileListDto({ id: 8, name: 'Boletos' }) });
    expect(await screen.findByText('Boletos')).toBeInTheDocument();
    await emitCompanyEvent(3, 'file', { action: 'delete', fileId: 1 });
    await waitFor(() => expect(screen.queryByText('Catálogo')).not.toBeInTheDocument());
  });
});
