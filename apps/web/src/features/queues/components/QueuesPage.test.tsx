import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDTO } from '@zapdesk/shared';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { emitCompanyEvent, listening } from '../../../test/live-socket';
import { makeQueue, serveQueuesApi } from '../test/fake-queues-api';
import { QueuesPage } from './QueuesPage';

// Two cores shared by many test runs: give the screen time to load before calling it missing.

function renderPage(me: UserDTO = makeUser({ profile: 'admin' })) {
  renderWithApp(<QueuesPage />, { route: '/queues', auth: fakeAuth(me) });
  return userEvent.setup({ delay: null });
}

/** Pastes a value: typing it key by key re-renders the whole form each time, which is slow and adds nothing here. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('QueuesPage', () => {
  it('lists id, name, colour swatch, order and greeting in the API order', async () => {
    serveQueuesApi({
      queues: [
        makeQueue({ id: 4, name: 'Vendas', color: '#1273DE', orderQueue: 1, greetingMessage: 'Bem-vindo às vendas' }),
        makeQueue({ id: 9, name: 'Suporte', color: '#B80000', orderQueue: null }),
      ],
    });
    renderPage();
    await screen.findByText('Vendas');
    const table = screen.getByRole('table', { name: 'Filas & Chatbot' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Vendas', 'Suporte']);
    const vendas = await rowOf('Vendas');
    expect(within(vendas).getByText('4')).toBeInTheDocument();
    expect(within(vendas).getByRole('img', { name: 'Cor #1273DE' })).toHaveStyle({ backgroundColor: '#1273DE' });
    expect(within(vendas).getByText('Bem-vindo às vendas')).toBeInTheDocument();
    expect(within(await rowOf('Suporte')).getByText('—')).toBeInTheDocument();
  });

  it('applies live create, update and delete events in order', async () => {
    serveQueuesApi({ queues: [makeQueue({ id: 1, name: 'Vendas', orderQueue: 2 })] });
    renderPage();
    await screen.findByText('Vendas');
    await waitFor(() => expect(listening('company-3-queue')).toBe(true));

    await emitCompanyEvent(3, 'queue', { action: 'create', queue: makeQueue({ id: 2, name: 'Financeiro', color: '#DB3E00', orderQueue: 1 }) });
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1].textContent);
    await waitFor(() => expect(names()).toEqual(['Financeiro', 'Vendas']));
    await emitCompanyEvent(3, 'queue', { action: 'update', queue: makeQueue({ id: 1, name: 'Vendas B2B', orderQueue: 0 }) });
    await waitFor(() => expect(names()).toEqual(['Vendas B2B', 'Financeiro']));
    await emitCompanyEvent(3, 'queue', { action: 'delete', queueId: 2 });
    await waitFor(() => expect(names()).toEqual(['Vendas B2B']));
  });

  it('deletes after the "Exclusão de Registro" confirmation', async () => {
    const { writes } = serveQueuesApi({ queues: [makeQueue({ id: 1, name: 'Vendas' }), makeQueue({ id: 2, name: 'Suporte', color: '#DB3E00' })] });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Excluir Suporte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(within(dialog).getByText('Deseja realmente excluir esse registro?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Excluir Suporte' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Exclusão de Registro' })).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Fila excluída com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Suporte')).not.toBeInTheDocument());
    expect(writes().map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /queue/2']);
  });

  it('adds a queue from "Adicionar fila": validation texts, the palette, and the saved row', async () => {
    const { writes } = serveQueuesApi();
    const user = renderPage();
    await screen.findByText('Nenhuma fila cadastrada.');
    await user.click(screen.getByRole('button', { name: 'Adicionar fila' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar fila' });

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findAllByText('Obrigatório')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Nome'), 'F');
    await user.tab();
    expect(await within(dialog).findByText('Muito curto!')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await fill(user, within(dialog).getByLabelText('Nome'), 'inanceiro');
    await user.click(within(dialog).getByLabelText('Cor'));
    const palette = await screen.findByRole('radiogroup', { name: 'Paleta de cores' });
    expect(within(palette).getAllByRole('radio')).toHaveLength(50);
    await user.click(within(palette).getByRole('radio', { name: '#008B02' }));
    expect(within(dialog).getByLabelText('Cor')).toHaveValue('#008B02');
    await user.type(within(dialog).getByLabelText('Ordem da fila (Bot)'), '2');
    await fill(user, within(dialog).getByLabelText('Mensagem de saudação'), 'Olá!');
    expect(within(dialog).getByText('Salve a fila para adicionar opções ao menu do chatbot.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Queue saved successfully')).toBeInTheDocument();
    expect(writes().map((r) => [r.method, r.url, r.body])).toEqual([
      // The plan has useOpenAi and useIntegrations: the prompt and integration pickers were shown, left on none.
      [
        'POST',
        '/queue',
        {
          name: 'Financeiro',
          color: '#008B02',
          orderQueue: 2,
          greetingMessage: 'Olá!',
          completionMessage: '',
          outOfHoursMessage: '',
          ratingMessage: '',
          promptId: null,
          integrationId: null,
        },
      ],
    ]);
    const row = await rowOf('Financeiro');
    expect(within(row).getByText('Olá!')).toBeInTheDocument();
  });

  it("edits a queue and shows the API's colour conflict under the colour", async () => {
    const { writes } = serveQueuesApi({
      queues: [makeQueue({ id: 1, name: 'Vendas', color: '#B80000', greetingMessage: 'Oi' }), makeQueue({ id: 2, name: 'Suporte', color: '#DB3E00' })],
      override: (request) =>
        request.method === 'PUT' && request.body?.color === '#DB3E00'
          ? { status: 400, data: { error: 'ERR_QUEUE_COLOR_ALREADY_EXISTS', field: 'color', message: 'color: taken' } }
          : undefined,
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Editar Vendas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar fila' });
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Vendas');
    expect(within(dialog).getByLabelText('Mensagem de saudação')).toHaveValue('Oi');

    await user.click(within(dialog).getByLabelText('Cor'));
    await user.click(within(await screen.findByRole('radiogroup', { name: 'Paleta de cores' })).getByRole('radio', { name: '#DB3E00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Esta cor já está em uso, escolha outra.')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Cor'));
    await user.click(within(await screen.findByRole('radiogroup', { name: 'Paleta de cores' })).getByRole('radio', { name: '#5300EB' }));
    await user.clear(within(dialog).getByLabelText('Nome'));
    await fill(user, within(dialog).getByLabelText('Nome'), 'Vendas B2B');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar fila' })).not.toBeInTheDocument());
    expect(await screen.findByText('Vendas B2B')).toBeInTheDocument();
    expect(writes().map((r) => [r.method, r.url, r.body?.name, r.body?.color])).toEqual([
      ['PUT', '/queue/1', 'Vendas', '#DB3E00'],
      ['PUT', '/queue/1', 'Vendas B2B', '#5300EB'],
    ]);
  });

  it('tells a plain user the page is for admins and asks the API nothing', () => {
    const { requests } = serveQueuesApi();
    renderPage(makeUser({ profile: 'user' }));
    expect(screen.getByText('Somente administradores podem gerenciar as filas da empresa.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
