import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeFileListDto } from '../../../../test/automation-dto-fixtures';
import { makeMessage } from '../../input/test/fixtures';
import { renderInput, serve } from '../../input/test/render-input';

const option = (id: number, name: string, file = `/files/1/options/${id}/media`) => ({ id, name, path: `${name}.pdf`, mediaType: 'application/pdf', file });
const lists = [
  makeFileListDto({ id: 1, name: 'Catálogo', options: [option(1, 'Tabela'), option(2, 'Fotos'), option(3, 'Sem arquivo', '')] }),
  makeFileListDto({ id: 2, name: 'Boletos', options: [option(4, 'Boleto')] }),
];
const listsPage = () => ({ status: 200, data: { files: lists, hasMore: false, count: lists.length } });
const sentList = () => ({ status: 201, data: { messages: [makeMessage({ id: 120, fromMe: true, body: 'Segue o catálogo' })] } });

describe('MessageInput file list', () => {
  it('lists the company file lists, searches them by name and sends the chosen one by keyboard', async () => {
    const { sent } = serve({ 'GET /files': listsPage, 'POST /messages/42/file-list': sentList });
    const { user } = renderInput();

    await user.click(screen.getByRole('button', { name: 'Lista de arquivos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar lista de arquivos' });
    const choices = await within(dialog).findByRole('radiogroup', { name: 'Listas de arquivos' });
    // Only the files already uploaded count.
    expect(within(choices).getByRole('radio', { name: /Catálogo\s*2 arquivos/ })).toBeInTheDocument();
    expect(within(choices).getByRole('radio', { name: /Boletos\s*1 arquivo/ })).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();

    // The search has the focus: type, then Tab to the one list left and pick it with the space bar.
    expect(within(dialog).getByRole('searchbox', { name: 'Pesquisar listas' })).toHaveFocus();
    await user.keyboard('bol');
    expect(within(choices).queryByRole('radio', { name: /Catálogo/ })).not.toBeInTheDocument();
    await user.tab();
    expect(within(choices).getByRole('radio', { name: /Boletos/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(send).toBeEnabled();
    await user.tab();
    await user.tab();
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ url: '/messages/42/file-list', json: { fileListId: 2, sign: true } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("asks the API to sign the list's text as the composer's 'Assinar' switch says, never sending a name", async () => {
    const { sent } = serve({ 'GET /files': listsPage, 'POST /messages/42/file-list': sentList });
    const { user } = renderInput();
    const sendCatalog = async () => {
      await user.click(screen.getByRole('button', { name: 'Lista de arquivos' }));
      const dialog = await screen.findByRole('dialog', { name: 'Enviar lista de arquivos' });
      await user.click(await within(dialog).findByRole('radio', { name: /Catálogo/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };

    await sendCatalog();
    await user.click(screen.getByRole('switch', { name: 'Assinar' }));
    await sendCatalog();

    expect(sent().map((request) => request.json)).toEqual([
      { fileListId: 1, sign: true },
      { fileListId: 1, sign: false },
    ]);
  });

  it('says when the company has no file list', async () => {
    serve({ 'GET /files': () => ({ status: 200, data: { files: [], hasMore: false, count: 0 } }) });
    const { user } = renderInput();

    await user.click(screen.getByRole('button', { name: 'Lista de arquivos' }));

    expect(await screen.findByText('Nenhuma lista de arquivos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('keeps the dialog and the choice and shows the error when sending fails', async () => {
    serve({ 'GET /files': listsPage, 'POST /messages/42/file-list': () => ({ status: 400, data: { error: 'ERR_SENDING_WAPP_MSG' } }) });
    const { user } = renderInput();

    await user.click(screen.getByRole('button', { name: 'Lista de arquivos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar lista de arquivos' });
    await user.click(await within(dialog).findByRole('radio', { name: /Catálogo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Erro ao enviar mensagem do WhatsApp. Verifique a página de conexões.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Catálogo/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });
});
