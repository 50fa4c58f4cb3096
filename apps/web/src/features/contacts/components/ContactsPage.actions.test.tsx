import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeContactImportResultDto } from '../../../test/dto-fixtures';
import { makeUser } from '../../../test/fixtures';
import { contact, contactPages, listQueries, renderContactsPage as renderPage, rowButton } from '../test/contacts-page';
import { makeTicket } from '../test/fixtures';
import { objectUrls } from '../../../test/object-urls';

// Role queries over the MUI table are slow in jsdom; on a busy machine the default 1 s is not enough.

afterEach(() => vi.restoreAllMocks());

/** The last file the page handed to the browser as a download (jsdom does not download), and the name the link gave it. */
function captureDownload() {
  const download: { blob?: Blob; filename?: string } = {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    download.filename = this.download;
    download.blob = objectUrls.created.find(({ url }) => url === this.href)?.blob;
  });
  return download;
}

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

describe('ContactsPage actions: export, import, start ticket', () => {
  it('exports every contact matching the search, all pages, as contatos.csv with a BOM and ; separators', async () => {
    const saved = captureDownload();
    const first = Array.from({ length: 20 }, (_, i) => contact(i + 1, `Silva ${String(i + 1).padStart(2, '0')}`));
    const { requests, user } = renderPage({
      'GET /contacts': contactPages([first, [contact(21, 'Silva; Júnior "Jr"', { email: '' }), contact(22, 'Souza')]]),
    });
    await screen.findByText('Silva 01');
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar...' }), 'Silva');
    await waitFor(() => expect(listQueries(requests)).toContainEqual({ searchParam: 'silva', pageNumber: 1 }));
    await screen.findByText('Silva 01');

    await user.click(screen.getByRole('button', { name: 'Exportar contatos' }));

    await waitFor(() => expect(saved.filename).toBe('contatos.csv'));
    expect(listQueries(requests).slice(-2)).toEqual([
      { searchParam: 'silva', pageNumber: 1 },
      { searchParam: 'silva', pageNumber: 2 },
    ]);
    const bytes = await bytesOf(saved.blob as Blob);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');
    expect(lines[0]).toBe('\uFEFFname;number;email');
    expect(lines[1]).toBe('Silva 01;5511987650001;c1@cliente.com');
    expect(lines[21]).toBe('"Silva; Júnior ""Jr""";5511987650021;');
    expect(lines).toHaveLength(23);
  });

  it('imports the phone contacts after a confirmation and tells how many were created and updated', async () => {
    let imported = false;
    const { requests, user } = renderPage({
      'GET /contacts': () => ({
        status: 200,
        data: { contacts: imported ? [contact(1, 'Ana'), contact(2, 'Novo')] : [contact(1, 'Ana')], hasMore: false, count: 1 },
      }),
      'POST /contacts/import': () => {
        imported = true;
        return { status: 200, data: makeContactImportResultDto({ created: 3, updated: 2 }) };
      },
    });
    await screen.findByText('Ana');

    await user.click(screen.getByRole('button', { name: 'Importar contatos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar contatos' });
    expect(within(dialog).getByText('Deseja importar todos os contatos do telefone?')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));

    expect(await screen.findByText('Importação concluída: 3 contato(s) criado(s) e 2 atualizado(s).')).toBeInTheDocument();
    expect(await screen.findByText('Novo')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/contacts/import']);
  });

  it('shows the error when there is no default connection to import from', async () => {
    const { user } = renderPage({
      'GET /contacts': contactPages([[contact(1, 'Ana')]]),
      'POST /contacts/import': () => ({ status: 404, data: { error: 'ERR_NO_DEF_WAPP_FOUND' } }),
    });
    await screen.findByText('Ana');
    await user.click(screen.getByRole('button', { name: 'Importar contatos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Nenhum WhatsApp padrão encontrado. Verifique a página de conexões.')).toBeInTheDocument();
  });

  it('starts a ticket owned by me on my connection and opens it', async () => {
    const ticket = makeTicket({ uuid: 'ticket-uuid-77', contactId: 2 });
    const { writes, user } = renderPage({
      'GET /contacts': contactPages([[contact(2, 'Bruno Reis')]]),
      'POST /tickets': () => ({ status: 201, data: ticket }),
    });
    await user.click(await rowButton('Iniciar atendimento', 'Bruno Reis'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tickets/ticket-uuid-77'));
    expect(writes()).toEqual([{ method: 'POST', url: '/tickets', body: { contactId: 2, status: 'open', userId: 7, queueId: null, whatsappId: 4 } }]);
  });

  it('says who holds the contact when a ticket is already open (409) and stays on the list', async () => {
    const { user } = renderPage({
      'GET /contacts': contactPages([[contact(2, 'Bruno Reis')]]),
      'POST /tickets': () => ({
        status: 409,
        data: { error: 'ERR_OTHER_OPEN_TICKET', userId: 8, user: { name: 'Carla Dias' }, queue: { name: 'Vendas' } },
      }),
    });
    await user.click(await rowButton('Iniciar atendimento', 'Bruno Reis'));

    expect(await screen.findByText('Este contato já tem um atendimento. Está em atendimento com Carla Dias na fila Vendas.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/contacts');
  });

  it('asks a user in several queues which queue the ticket goes to', async () => {
    const me = makeUser({
      profile: 'user',
      whatsappId: null,
      queues: [
        { id: 1, name: 'Vendas', color: '#1976d2' },
        { id: 2, name: 'Suporte', color: '#d32f2f' },
      ],
    });
    const { writes, user } = renderPage(
      { 'GET /contacts': contactPages([[contact(2, 'Bruno Reis')]]), 'POST /tickets': () => ({ status: 201, data: makeTicket({ uuid: 'ticket-uuid-9' }) }) },
      me,
    );
    await user.click(await rowButton('Iniciar atendimento', 'Bruno Reis'));
    const dialog = await screen.findByRole('dialog', { name: 'Selecione uma fila' });
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Suporte' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tickets/ticket-uuid-9'));
    expect(writes()).toEqual([{ method: 'POST', url: '/tickets', body: { contactId: 2, status: 'open', userId: 7, queueId: 2, whatsappId: null } }]);
  });
});
