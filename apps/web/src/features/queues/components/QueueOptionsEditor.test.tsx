import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { serveQueuesApi, type StoredOption } from '../test/fake-queues-api';
import { QueueOptionsEditor } from './QueueOptionsEditor';

// Two cores shared by many test runs: give the screen time to load before calling it missing.

const option = (id: number, number: number, title: string, parentId: number | null = null, message = ''): StoredOption => ({
  id,
  title,
  message,
  option: number,
  queueId: 5,
  parentId,
});

function renderEditor() {
  renderWithApp(<QueueOptionsEditor queueId={5} />, { auth: fakeAuth(makeUser()) });
  return userEvent.setup({ delay: null });
}

/** The items of one level of the tree, by their accessible names ('2.1 - Boletos'). */
const level = (list: HTMLElement) =>
  Array.from(list.children)
    .map((item) => item.getAttribute('aria-label'))
    .filter(Boolean);
const rootList = () => screen.getByRole('region', { name: 'Opções' }).querySelector('ul') as HTMLElement;
const item = (name: string) => screen.getByRole('listitem', { name });

describe('QueueOptionsEditor', () => {
  it('shows the tree nested to any depth, each level in option order', async () => {
    serveQueuesApi({
      options: [
        option(1, 2, 'Suporte'),
        option(2, 1, 'Financeiro', null, 'Escolha uma opção'),
        option(3, 1, 'Boletos', 2),
        option(4, 1, '2ª via', 3),
        { ...option(9, 1, 'Outra fila'), queueId: 6 },
      ],
    });
    renderEditor();
    await screen.findByText('Financeiro');
    expect(level(rootList())).toEqual(['1 - Financeiro', '2 - Suporte']);
    expect(within(item('1 - Financeiro')).getByText('Escolha uma opção')).toBeInTheDocument();
    expect(within(item('1 - Financeiro')).getByRole('listitem', { name: '1.1 - Boletos' })).toBeInTheDocument();
    expect(within(item('1.1 - Boletos')).getByRole('listitem', { name: '1.1.1 - 2ª via' })).toBeInTheDocument();
    expect(screen.queryByText('Outra fila')).not.toBeInTheDocument();
  });

  it('adds an option at the top and one under it, requiring a title', async () => {
    const { writes, state } = serveQueuesApi();
    const user = renderEditor();
    expect(await screen.findByText('Nenhuma opção cadastrada.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar opção' }));
    const form = screen.getByRole('group', { name: 'Nova opção' });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByText('Obrigatório')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Título'), 'Financeiro');
    await user.type(within(form).getByLabelText('Mensagem'), 'Escolha:');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('listitem', { name: '1 - Financeiro' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar sub-opção em Financeiro' }));
    const nested = within(item('1 - Financeiro')).getByRole('group', { name: 'Nova opção' });
    await user.type(within(nested).getByLabelText('Título'), 'Boletos{Enter}');
    expect(await screen.findByRole('listitem', { name: '1.1 - Boletos' })).toBeInTheDocument();
    expect(within(item('1 - Financeiro')).getByRole('listitem', { name: '1.1 - Boletos' })).toBeInTheDocument();

    const financeiro = state.options.find((o) => o.title === 'Financeiro');
    expect(writes().map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/queue-options', { title: 'Financeiro', message: 'Escolha:', queueId: 5, parentId: -1 }],
      ['POST', '/queue-options', { title: 'Boletos', message: '', queueId: 5, parentId: financeiro?.id }],
    ]);
  });

  it("edits an option's title and message in place, and cancels without saving", async () => {
    const { writes } = serveQueuesApi({ options: [option(1, 1, 'Financeiro', null, 'Antes')] });
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Editar Financeiro' }));
    let form = screen.getByRole('group', { name: 'Editar Financeiro' });
    await user.type(within(form).getByLabelText('Título'), ' e cobrança');
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('listitem', { name: '1 - Financeiro' })).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Editar Financeiro' }));
    form = screen.getByRole('group', { name: 'Editar Financeiro' });
    expect(within(form).getByLabelText('Mensagem')).toHaveValue('Antes');
    await user.clear(within(form).getByLabelText('Mensagem'));
    await user.type(within(form).getByLabelText('Mensagem'), 'Depois');
    await user.type(within(form).getByLabelText('Título'), ' e cobrança');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    const saved = await screen.findByRole('listitem', { name: '1 - Financeiro e cobrança' });
    expect(within(saved).getByText('Depois')).toBeInTheDocument();
    expect(writes().map((r) => [r.method, r.url, r.body])).toEqual([['PUT', '/queue-options/1', { title: 'Financeiro e cobrança', message: 'Depois' }]]);
  });

  it('deletes an option with its subtree after the confirmation', async () => {
    const { writes } = serveQueuesApi({
      options: [option(1, 1, 'Financeiro'), option(2, 1, 'Boletos', 1), option(3, 1, '2ª via', 2), option(4, 2, 'Suporte')],
    });
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Excluir Financeiro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(within(dialog).getByText('Deseja realmente excluir esse registro? As sub-opções também serão excluídas.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Opção excluída com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByText('Boletos')).not.toBeInTheDocument());
    expect(screen.queryByText('2ª via')).not.toBeInTheDocument();
    expect(level(rootList())).toEqual(['2 - Suporte']);
    expect(writes().map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /queue-options/1']);
  });
});
