import type { CompanyEventPayloads, TagDTO, UserDTO } from '@zapdesk/shared';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { emitCompanyEvent, listening } from '../../../test/live-socket';
import { makeTag } from '../test/fixtures';
import { TagsPage } from './TagsPage';

type Extra = (method: string, url: string, config: InternalAxiosRequestConfig) => { status: number; data?: unknown } | undefined;

/** GET /tags answers from `pages` by page number; every query and every other request is recorded. */
function serveTags(pages: TagDTO[][], extra: Extra = () => undefined) {
  const queries: Array<{ searchParam: string; pageNumber: number }> = [];
  const bodies: Array<{ method: string; url: string; body: unknown }> = [];
  const { adapter, calls } = fakeAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    if (method !== 'GET') bodies.push({ method, url, body: config.data ? JSON.parse(config.data as string) : undefined });
    const answered = extra(method, url, config);
    if (answered) return answered;
    if (method === 'GET' && url === '/tags') {
      const params = config.params as { searchParam: string; pageNumber: number };
      queries.push(params);
      return { status: 200, data: { tags: pages[params.pageNumber - 1] ?? [], hasMore: params.pageNumber < pages.length } };
    }
    return { status: 404, data: { error: 'ERR_NOT_FOUND' } };
  });
  api.defaults.adapter = adapter;
  return { queries, bodies, calls };
}

function renderPage(me: UserDTO = makeUser({ profile: 'admin' })) {
  renderWithApp(<TagsPage />, { route: '/tags', auth: fakeAuth(me) });
  return userEvent.setup({ delay: null });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('TagsPage', () => {
  it('lists each tag as a chip in its colour with its tickets count, and searches lowercased after 500 ms', async () => {
    const { queries } = serveTags([[makeTag(1, 'Urgente', { color: '#ff0000', ticketsCount: 12 }), makeTag(2, 'VIP', { kanban: 1 })]]);
    const user = renderPage();

    const row = await rowOf('Urgente');
    expect(within(row).getByText('12')).toBeInTheDocument();
    const chip = within(row).getByText('Urgente').closest('.MuiChip-root');
    expect(chip).toHaveStyle({ backgroundColor: 'rgb(255, 0, 0)' });
    expect(within(await rowOf('VIP')).getByRole('switch', { name: 'Kanban VIP' })).toBeChecked();
    expect(within(row).getByRole('switch', { name: 'Kanban Urgente' })).not.toBeChecked();
    expect(queries).toEqual([{ searchParam: '', pageNumber: 1 }]);

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar...' }), 'URG');
    expect(queries).toHaveLength(1);
    await waitFor(() => expect(queries).toContainEqual({ searchParam: 'urg', pageNumber: 1 }));
    expect(queries).toHaveLength(2);
  });

  it('loads the next page when scrolled within 100 px of the bottom', async () => {
    const first = Array.from({ length: 20 }, (_, i) => makeTag(i + 1, `Tag ${String(i + 1).padStart(2, '0')}`));
    const { queries } = serveTags([first, [makeTag(21, 'Zona')]]);
    renderPage();
    await screen.findByText('Tag 20');

    const scroller = screen.getByTestId('tags-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    fireEvent.scroll(scroller, { target: { scrollTop: 450 } });
    expect(queries).toHaveLength(1);
    fireEvent.scroll(scroller, { target: { scrollTop: 520 } });

    expect(await screen.findByText('Zona')).toBeInTheDocument();
    expect(queries.map((q) => q.pageNumber)).toEqual([1, 2]);
  });

  it('applies live create, update and delete tag events', async () => {
    serveTags([[makeTag(1, 'Bravo'), makeTag(3, 'Delta')]]);
    renderPage();
    await screen.findByText('Bravo');
    await waitFor(() => expect(listening('company-3-tag')).toBe(true));
    const emit = (payload: CompanyEventPayloads['tag']) => emitCompanyEvent(3, 'tag', payload);

    await emit({ action: 'create', tag: makeTag(2, 'Charlie', { ticketsCount: 1 }) });
    await screen.findByText('Charlie');
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('.MuiChip-label')?.textContent);
    expect(names()).toEqual(['Bravo', 'Charlie', 'Delta']);
    await emit({ action: 'update', tag: makeTag(1, 'Bravo', { ticketsCount: 9 }) });
    expect(await within(await rowOf('Bravo')).findByText('9')).toBeInTheDocument();
    await emit({ action: 'delete', tagId: 3 });
    await waitFor(() => expect(screen.queryByText('Delta')).not.toBeInTheDocument());
  });

  it('lets an admin flip the kanban switch (PUT with only kanban)', async () => {
    const { bodies } = serveTags([[makeTag(4, 'Negociação')]], (method, url) =>
      method === 'PUT' && url === '/tags/4' ? { status: 200, data: makeTag(4, 'Negociação', { kanban: 1 }) } : undefined,
    );
    const user = renderPage();
    const toggle = within(await rowOf('Negociação')).getByRole('switch', { name: 'Kanban Negociação' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(bodies).toEqual([{ method: 'PUT', url: '/tags/4', body: { kanban: 1 } }]);
  });

  it('keeps the kanban switch read-only and hides delete for a plain user', async () => {
    serveTags([[makeTag(4, 'Negociação')]]);
    renderPage(makeUser({ profile: 'user' }));
    const row = await rowOf('Negociação');
    expect(within(row).getByRole('switch', { name: 'Kanban Negociação' })).toBeDisabled();
    expect(within(row).queryByRole('button', { name: 'Excluir Negociação' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Editar Negociação' })).toBeInTheDocument();
  });

  it('lets a supervisor switch kanban but not delete', async () => {
    serveTags([[makeTag(4, 'Negociação')]]);
    renderPage(makeUser({ profile: 'supervisor' }));
    const row = await rowOf('Negociação');
    expect(within(row).getByRole('switch', { name: 'Kanban Negociação' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: 'Excluir Negociação' })).not.toBeInTheDocument();
  });

  it('deletes after the "Exclusão de Registro" confirmation', async () => {
    const { calls } = serveTags([[makeTag(1, 'Bravo'), makeTag(2, 'Charlie')]], (method, url) =>
      method === 'DELETE' && url === '/tags/2' ? { status: 200, data: { message: 'Tag deleted' } } : undefined,
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Excluir Charlie' }));

    const dialog = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(within(dialog).getByText('Deseja realmente excluir esse registro?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Tag excluída com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Charlie')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/tags/2']);
  });

  it('creates a tag from "Nova Tag" and lists it', async () => {
    const created = makeTag(8, 'Atacado', { color: '#B80000', kanban: 1 });
    const { bodies } = serveTags([[makeTag(1, 'Bravo')]], (method, url) => (method === 'POST' && url === '/tags' ? { status: 201, data: created } : undefined));
    const user = renderPage();
    await screen.findByText('Bravo');

    await user.click(screen.getByRole('button', { name: 'Nova Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Tag' });
    await user.click(within(dialog).getByLabelText('Nome'));
    await user.paste('Atacado');
    await user.click(within(dialog).getByRole('button', { name: 'Escolher cor' }));
    await user.click(await screen.findByLabelText('#B80000'));
    await user.click(within(dialog).getByLabelText(/Kanban/));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Tag salva com sucesso.')).toBeInTheDocument();
    expect(bodies).toEqual([{ method: 'POST', url: '/tags', body: { name: 'Atacado', color: '#B80000', kanban: 1 } }]);
    expect(await screen.findByText('Atacado')).toBeInTheDocument();
  });
});
