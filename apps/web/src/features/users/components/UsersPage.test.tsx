import type { CompanyEventPayloads, UserDTO } from '@zapdesk/shared';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { emitCompanyEvent, listening } from '../../../test/live-socket';
import { UsersPage } from './UsersPage';

const person = (id: number, name: string, profile: UserDTO['profile'] = 'user') =>
  makeUser({ id, name, email: `${name.split(' ')[0].toLowerCase()}@empresa.com`, profile, company: undefined });

/** GET /users answers from `pages` by page number; every request's query is recorded. */
function serveUsers(pages: UserDTO[][], extra: (method: string, url: string) => { status: number; data?: unknown } | undefined = () => undefined) {
  const queries: Array<{ searchParam: string; pageNumber: number }> = [];
  const { adapter, calls } = fakeAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const answered = extra(method, config.url ?? '');
    if (answered) return answered;
    if (method === 'GET' && config.url === '/users') {
      const params = config.params as { searchParam: string; pageNumber: number };
      queries.push(params);
      const users = pages[params.pageNumber - 1] ?? [];
      return { status: 200, data: { users, count: pages.flat().length, hasMore: params.pageNumber < pages.length } };
    }
    return { status: 404, data: { error: 'ERR_NOT_FOUND' } };
  });
  api.defaults.adapter = adapter;
  return { queries, calls };
}

function renderPage(me: UserDTO = makeUser({ profile: 'admin' })) {
  renderWithApp(<UsersPage />, { route: '/users', auth: fakeAuth(me) });
  return userEvent.setup({ delay: null });
}

describe('UsersPage', () => {
  it('lists id, name, e-mail and profile, and searches lowercased after 500 ms', async () => {
    const { queries } = serveUsers([[person(1, 'Ana Souza', 'admin'), person(2, 'Bruno Reis')]]);
    const user = renderPage();

    const table = await screen.findByRole('table', { name: 'Usuários' });
    const row = (await within(table).findByText('Ana Souza')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('1')).toBeInTheDocument();
    expect(within(row as HTMLElement).getAllByText('ana@empresa.com').length).toBeGreaterThan(0);
    expect(within(row as HTMLElement).getByText('Administrador')).toBeInTheDocument();
    expect(queries).toEqual([{ searchParam: '', pageNumber: 1 }]);

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar...' }), 'BRU');
    expect(queries).toHaveLength(1);
    await waitFor(() => expect(queries).toContainEqual({ searchParam: 'bru', pageNumber: 1 }));
    expect(queries).toHaveLength(2);
  });

  it('loads the next page when scrolled within 100 px of the bottom', async () => {
    const first = Array.from({ length: 20 }, (_, i) => person(i + 1, `Pessoa ${i + 1}`));
    const { queries } = serveUsers([first, [person(21, 'Zeca Lima')]]);
    renderPage();
    await screen.findByText('Pessoa 20');

    const scroller = screen.getByTestId('users-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    fireEvent.scroll(scroller, { target: { scrollTop: 450 } });
    expect(queries).toHaveLength(1);
    fireEvent.scroll(scroller, { target: { scrollTop: 520 } });

    expect(await screen.findByText('Zeca Lima')).toBeInTheDocument();
    expect(queries).toEqual([
      { searchParam: '', pageNumber: 1 },
      { searchParam: '', pageNumber: 2 },
    ]);
  });

  it('applies live create, update and delete events', async () => {
    serveUsers([[person(1, 'Ana Souza')]]);
    renderPage();
    await screen.findByText('Ana Souza');
    await waitFor(() => expect(listening('company-3-user')).toBe(true));
    const emit = (payload: CompanyEventPayloads['user']) => emitCompanyEvent(3, 'user', payload);

    await emit({ action: 'create', user: person(5, 'Carla Dias') });
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
    await emit({ action: 'update', user: person(1, 'Ana Lima') });
    expect(await screen.findByText('Ana Lima')).toBeInTheDocument();
    expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument();
    await emit({ action: 'delete', userId: 5 });
    await waitFor(() => expect(screen.queryByText('Carla Dias')).not.toBeInTheDocument());
  });

  it('deletes after the "Exclusão de Registro" confirmation', async () => {
    const { calls } = serveUsers([[person(1, 'Ana Souza'), person(2, 'Bruno Reis')]], (method, url) =>
      method === 'DELETE' && url === '/users/2' ? { status: 200, data: { message: 'User deleted' } } : undefined,
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Excluir Bruno Reis' }));

    const dialog = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(within(dialog).getByText('Deseja realmente excluir esse registro?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Usuário excluído com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bruno Reis')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/users/2']);
  });

  it('adds the saved user to the list from the modal', async () => {
    const created = person(8, 'Diego Alves');
    serveUsers([[person(1, 'Ana Souza')]], (method, url) => (method === 'POST' && url === '/users' ? { status: 201, data: created } : undefined));
    const user = renderPage();
    await screen.findByText('Ana Souza');

    await user.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar usuário' });
    await user.type(within(dialog).getByLabelText('Nome'), 'Diego Alves');
    await user.type(within(dialog).getByLabelText('Email'), 'diego@empresa.com');
    await user.type(within(dialog).getByLabelText('Senha'), 'segredo1');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Usuário salvo com sucesso!')).toBeInTheDocument();
    expect(await screen.findByText('Diego Alves')).toBeInTheDocument();
  });

  it('tells a plain user the page is for admins and asks the API nothing', () => {
    const { calls } = serveUsers([]);
    renderPage(makeUser({ profile: 'user' }));
    expect(screen.getByText('Somente administradores podem gerenciar os usuários da empresa.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
