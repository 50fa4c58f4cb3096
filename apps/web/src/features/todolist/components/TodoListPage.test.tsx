import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeUser } from '../../../test/fixtures';
import { TodoListPage } from './TodoListPage';

function storedTasks(): Array<{ text: string; createdAt: string; updatedAt: string }> {
  return JSON.parse(localStorage.getItem('tasks') ?? '[]') as Array<{ text: string; createdAt: string; updatedAt: string }>;
}

function renderPage() {
  renderWithApp(<TodoListPage />, { route: '/todolist', auth: fakeAuth(makeUser()) });
  return userEvent.setup();
}

describe('TodoListPage', () => {
  it('ignores blank text', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText('Nova tarefa'), '    ');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));

    expect(storedTasks()).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Tarefas' })).not.toBeInTheDocument();
    expect(screen.getByText('Nenhuma tarefa por aqui. Adicione a primeira acima.')).toBeInTheDocument();
  });

  it('adds, edits and deletes tasks kept in localStorage "tasks"', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText('Nova tarefa'), '  Ligar para o cliente  ');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));

    const [added] = storedTasks();
    expect(added.text).toBe('Ligar para o cliente');
    expect(Number.isNaN(Date.parse(added.createdAt))).toBe(false);
    expect(added.updatedAt).toBe(added.createdAt);
    const list = screen.getByRole('list', { name: 'Tarefas' });
    expect(within(list).getByText('Ligar para o cliente')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Editar tarefa' }));
    const input = screen.getByLabelText('Nova tarefa');
    await user.clear(input);
    await user.type(input, 'Enviar proposta');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(storedTasks().map((t) => t.text)).toEqual(['Enviar proposta']);
    expect(storedTasks()[0].createdAt).toBe(added.createdAt);

    await user.click(within(list).getByRole('button', { name: 'Excluir tarefa' }));
    expect(storedTasks()).toEqual([]);
  });

  it('keeps the old text when an edit is blanked', async () => {
    localStorage.setItem('tasks', JSON.stringify([{ text: 'Revisar filas', createdAt: '2025-01-01T10:00:00.000Z', updatedAt: '2025-01-01T10:00:00.000Z' }]));
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Editar tarefa' }));
    await user.clear(screen.getByLabelText('Nova tarefa'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(storedTasks().map((t) => t.text)).toEqual(['Revisar filas']);
  });
});
