import type { CompanyEventPayloads } from '@zapdesk/shared';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { emitCompanyEvent, listening } from '../../../test/live-socket';
import { makeQuickMessage, quickMessagePages, serve, type RecordedRequest } from '../test/serve';
import { colleague, renderPage } from '../test/render-page';
import { QuickMessagesPage } from './QuickMessagesPage';

// Role queries over the MUI table are slow in jsdom; on a busy machine the default 1 s is not enough.

const listQueries = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET' && r.url === '/quick-messages').map((r) => r.params);

describe('QuickMessagesPage', () => {
  it("lists shortcodes with the attachment's name or 'Sem anexo', and searches lowercased after 500 ms", async () => {
    const { requests, user } = renderPage({
      'GET /quick-messages': quickMessagePages([
        [
          makeQuickMessage({ id: 1, shortcode: 'bomdia' }),
          makeQuickMessage({
            id: 2,
            shortcode: 'tabela',
            message: 'Segue a tabela',
            isMedia: true,
            mediaName: 'tabela_de_precos.pdf',
            mediaPath: '/quick-messages/2/media',
          }),
        ],
      ]),
    });

    const row = (await screen.findByText('/bomdia')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sem anexo')).toBeInTheDocument();
    expect(within(row).getByText('Bom dia, {{firstName}}!')).toBeInTheDocument();
    expect(within(screen.getByText('/tabela').closest('tr') as HTMLElement).getByText('tabela_de_precos.pdf')).toBeInTheDocument();
    expect(listQueries(requests)).toEqual([{ searchParam: '', pageNumber: 1 }]);

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar...' }), 'TABELA');
    await waitFor(() => expect(screen.queryByText('/bomdia')).not.toBeInTheDocument());
    expect(await screen.findByText('/tabela')).toBeInTheDocument();
    expect(listQueries(requests)).toEqual([
      { searchParam: '', pageNumber: 1 },
      { searchParam: 'tabela', pageNumber: 1 },
    ]);
  });

  it('loads the next page when scrolled within 100 px of the bottom', async () => {
    const first = Array.from({ length: 20 }, (_, i) => makeQuickMessage({ id: i + 1, shortcode: `atalho${String(i + 1).padStart(2, '0')}` }));
    const { requests } = renderPage({ 'GET /quick-messages': quickMessagePages([first, [makeQuickMessage({ id: 21, shortcode: 'zeta' })]]) });
    await screen.findByText('/atalho20');

    const scroller = screen.getByTestId('quick-messages-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    fireEvent.scroll(scroller, { target: { scrollTop: 520 } });

    expect(await screen.findByText('/zeta')).toBeInTheDocument();
    expect(listQueries(requests)).toEqual([
      { searchParam: '', pageNumber: 1 },
      { searchParam: '', pageNumber: 2 },
    ]);
  });

  it('shows edit and delete only where the policy allows: own replies, open ones (status), and all shared ones for admins', async () => {
    const records = [
      makeQuickMessage({ id: 1, shortcode: 'minha', userId: 8 }),
      makeQuickMessage({ id: 2, shortcode: 'fechada', userId: 7, status: false }),
      makeQuickMessage({ id: 3, shortcode: 'aberta', userId: 7, status: true }),
    ];
    serve({ 'GET /quick-messages': quickMessagePages([records]) });
    const view = renderWithApp(<QuickMessagesPage />, { route: '/quick-messages', auth: fakeAuth(colleague) });
    await screen.findByText('/fechada');
    expect(screen.getByRole('button', { name: 'Editar /minha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir /aberta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar /fechada' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir /fechada' })).not.toBeInTheDocument();
    view.unmount();

    renderWithApp(<QuickMessagesPage />, { route: '/quick-messages', auth: fakeAuth(makeUser({ id: 9, profile: 'admin' })) });
    await screen.findByText('/fechada');
    expect(screen.getByRole('button', { name: 'Editar /fechada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir /fechada' })).toBeInTheDocument();
  });

  it('deletes after the "Exclusão de Registro" confirmation', async () => {
    const { writes, user } = renderPage({
      'GET /quick-messages': quickMessagePages([[makeQuickMessage({ id: 1, shortcode: 'bomdia' }), makeQuickMessage({ id: 2, shortcode: 'tchau' })]]),
      'DELETE /quick-messages/2': () => ({ status: 200, data: { message: 'Quick message deleted' } }),
    });
    await screen.findByText('/tchau');
    await user.click(screen.getByRole('button', { name: 'Excluir /tchau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(within(dialog).getByText('Deseja realmente excluir esse registro?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Resposta rápida excluída com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('/tchau')).not.toBeInTheDocument());
    expect(writes()).toEqual([{ method: 'DELETE', url: '/quick-messages/2' }]);
  });

  it('applies live quickmessage events, dropping a reply its author made private', async () => {
    renderPage({ 'GET /quick-messages': quickMessagePages([[makeQuickMessage({ id: 1, shortcode: 'bomdia', userId: 9 })]]) });
    await screen.findByText('/bomdia');
    await waitFor(() => expect(listening('company-3-quickmessage')).toBe(true));
    const emit = (payload: CompanyEventPayloads['quickmessage']) => emitCompanyEvent(3, 'quickmessage', payload);

    await emit({ action: 'create', quickMessage: makeQuickMessage({ id: 5, shortcode: 'novo', userId: 9 }) });
    expect(await screen.findByText('/novo')).toBeInTheDocument();
    await emit({ action: 'update', quickMessage: makeQuickMessage({ id: 5, shortcode: 'renomeado', userId: 9 }) });
    expect(await screen.findByText('/renomeado')).toBeInTheDocument();
    await emit({ action: 'update', quickMessage: makeQuickMessage({ id: 1, shortcode: 'bomdia', userId: 9, geral: false }) });
    await waitFor(() => expect(screen.queryByText('/bomdia')).not.toBeInTheDocument());
    await emit({ action: 'delete', quickMessageId: 5 });
    await waitFor(() => expect(screen.queryByText('/renomeado')).not.toBeInTheDocument());
  });
});
