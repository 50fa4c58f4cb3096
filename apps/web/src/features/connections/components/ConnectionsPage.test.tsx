import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDTO, WhatsappDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeConnection, makeConnectionEvent, sessionEvent } from '../test/fixtures';
import { emitCompanyEvent, listening } from '../../../test/live-socket';
import { ConnectionsPage } from './ConnectionsPage';

const connections: WhatsappDTO[] = [
  makeConnection({ id: 1, name: 'Aguardando', status: 'qrcode', qrcode: 'qr-1', number: null }),
  makeConnection({ id: 2, name: 'Caiu', status: 'DISCONNECTED' }),
  makeConnection({ id: 3, name: 'Principal', status: 'CONNECTED', isDefault: true }),
  makeConnection({ id: 4, name: 'Filial Sul', status: 'PAIRING' }),
  makeConnection({ id: 5, name: 'Lento', status: 'TIMEOUT' }),
  makeConnection({ id: 6, name: 'Abrindo', status: 'OPENING' }),
];

/** GET /whatsapp/ answers `list`; `extra` may answer other calls first. Every request is recorded. */
function serve(list: WhatsappDTO[], extra: (method: string, url: string) => { status: number; data?: unknown } | undefined = () => undefined) {
  const { adapter, calls } = fakeAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const answered = extra(method, url);
    if (answered) return answered;
    if (method === 'GET' && url === '/whatsapp/') return { status: 200, data: list };
    const detail = /^\/whatsapp\/(\d+)$/.exec(url);
    if (method === 'GET' && detail) return { status: 200, data: list.find((c) => c.id === Number(detail[1])) };
    if (url.startsWith('/whatsappsession/')) return { status: 200, data: { message: 'ok' } };
    return { status: 404, data: { error: 'ERR_NOT_FOUND' } };
  });
  api.defaults.adapter = adapter;
  return calls;
}

function renderPage(me: UserDTO = makeUser({ profile: 'admin' })) {
  renderWithApp(<ConnectionsPage />, { route: '/connections', auth: fakeAuth(me) });
  return userEvent.setup({ delay: null });
}

const row = (name: string) => {
  const cell = screen.getByText(name);
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return within(tr);
};

describe('ConnectionsPage', () => {
  it('shows name, status, session actions per status, last update and the default flag', async () => {
    serve(connections);
    renderPage();
    await screen.findByText('Principal');

    expect(screen.getByRole('heading', { name: 'Conexões' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar WhatsApp' })).toBeInTheDocument();
    for (const header of ['Nome', 'Status', 'Sessão', 'Última atualização', 'Padrão', 'Ações']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }

    expect(row('Aguardando').getByRole('button', { name: 'QR CODE' })).toBeEnabled();
    expect(row('Aguardando').queryByRole('button', { name: 'Desconectar' })).not.toBeInTheDocument();
    expect(row('Caiu').getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    expect(row('Caiu').getByRole('button', { name: 'Novo QR CODE' })).toBeEnabled();
    for (const name of ['Principal', 'Filial Sul', 'Lento']) {
      expect(row(name).getByRole('button', { name: 'Desconectar' })).toBeEnabled();
      expect(row(name).queryByRole('button', { name: 'QR CODE' })).not.toBeInTheDocument();
    }
    const connecting = row('Abrindo').getByRole('button', { name: 'Conectando' });
    expect(connecting).toBeDisabled();
    expect(within(connecting).getByRole('progressbar', { hidden: true })).toBeInTheDocument();

    expect(row('Principal').getByText('Conectado')).toBeInTheDocument();
    expect(row('Caiu').getByText('Desconectado')).toBeInTheDocument();
    expect(row('Principal').getByRole('img', { name: 'Conexão padrão' })).toBeInTheDocument();
    expect(row('Caiu').queryByRole('img', { name: 'Conexão padrão' })).not.toBeInTheDocument();
    const local = new Date('2025-03-04T15:07:00.000Z');
    const expected = `${String(local.getDate()).padStart(2, '0')}/${String(local.getMonth() + 1).padStart(2, '0')}/25 ${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(row('Principal').getByText(expected)).toBeInTheDocument();
  });

  it('retries with POST, asks a new QR with PUT and disconnects with DELETE after confirming', async () => {
    const calls = serve(connections);
    const user = renderPage();
    await screen.findByText('Principal');

    await user.click(row('Caiu').getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', url: '/whatsappsession/2' })));
    await user.click(row('Caiu').getByRole('button', { name: 'Novo QR CODE' }));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', url: '/whatsappsession/2' })));

    await user.click(row('Lento').getByRole('button', { name: 'Desconectar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desconectar' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/whatsappsession/5' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Desconectar' })).not.toBeInTheDocument());
  });

  it('applies live whatsapp and whatsappSession events', async () => {
    serve([connections[0], connections[2]]);
    renderPage();
    await screen.findByText('Principal');
    await waitFor(() => expect(listening('company-3-whatsappSession')).toBe(true));

    await emitCompanyEvent(3, 'whatsappSession', sessionEvent(1, 'CONNECTED'));
    await waitFor(() => expect(row('Aguardando').getByRole('button', { name: 'Desconectar' })).toBeInTheDocument());
    expect(row('Aguardando').queryByRole('button', { name: 'QR CODE' })).not.toBeInTheDocument();

    await emitCompanyEvent(3, 'whatsapp', { action: 'update', whatsapp: makeConnectionEvent({ id: 9, name: 'Nova filial', status: 'OPENING' }) });
    expect(await screen.findByText('Nova filial')).toBeInTheDocument();
    await emitCompanyEvent(3, 'whatsapp', { action: 'update', whatsapp: makeConnectionEvent({ ...connections[2], name: 'Matriz' }) });
    expect(await screen.findByText('Matriz')).toBeInTheDocument();
    await emitCompanyEvent(3, 'whatsapp', { action: 'delete', whatsappId: 9 });
    await waitFor(() => expect(screen.queryByText('Nova filial')).not.toBeInTheDocument());
  });

  it('deletes after "Exclusão de Registro", warning that the conversations go too', async () => {
    const calls = serve(connections, (method, url) =>
      method === 'DELETE' && url === '/whatsapp/2' ? { status: 200, data: { message: 'Whatsapp deleted' } } : undefined,
    );
    const user = renderPage();
    await screen.findByText('Caiu');

    await user.click(screen.getByRole('button', { name: 'Excluir Caiu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(within(dialog).getByText('Deseja realmente excluir esse registro?')).toBeInTheDocument();
    expect(within(dialog).getByText('Todos os atendimentos e mensagens desta conexão também serão excluídos.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Conexão com o WhatsApp excluída com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Caiu')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/whatsapp/2']);
  });

  it('opens the QR modal from the QR CODE button and closes it when the session reports an empty QR', async () => {
    serve(connections);
    const user = renderPage();
    await screen.findByText('Aguardando');

    await user.click(row('Aguardando').getByRole('button', { name: 'QR CODE' }));
    const dialog = await screen.findByRole('dialog', { name: /QR Code/ });
    expect(within(dialog).getByRole('img', { name: 'QR Code da conexão' })).toBeInTheDocument();
    await waitFor(() => expect(listening('company-3-whatsappSession')).toBe(true));

    await emitCompanyEvent(3, 'whatsappSession', sessionEvent(1, 'CONNECTED'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /QR Code/ })).not.toBeInTheDocument());
    expect(row('Aguardando').getByText('Conectado')).toBeInTheDocument();
  });

  it('shows a plain user the list without the add button, session actions or edit and delete', async () => {
    serve(connections.map((c) => ({ ...c, token: undefined })));
    renderPage(makeUser({ profile: 'user' }));
    await screen.findByText('Principal');

    expect(screen.queryByRole('button', { name: 'Adicionar WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Sessão' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'QR CODE' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desconectar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir / })).not.toBeInTheDocument();
  });

  it('offers the simulated phone only on sandbox connections', async () => {
    serve([makeConnection({ id: 1, name: 'Demo', provider: 'sandbox' }), makeConnection({ id: 2, name: 'Real' })]);
    renderPage();
    await screen.findByText('Demo');
    expect(screen.getByRole('button', { name: 'Celular simulado Demo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Celular simulado Real' })).not.toBeInTheDocument();
  });
});
