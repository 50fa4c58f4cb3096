import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSchedules, type QueueDTO } from '@zapdesk/shared';
import { makePromptDto, makeQueueIntegrationDto } from '../../../test/automation-dto-fixtures';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeQueue, serveQueuesApi } from '../test/fake-queues-api';
import { QueueModal } from './QueueModal';

// Two cores shared by many test runs: give the screen time to load before calling it missing.

function renderModal(queue: QueueDTO | null, user = makeUser()) {
  const onSaved = vi.fn();
  renderWithApp(<QueueModal open queue={queue} onClose={vi.fn()} onSaved={onSaved} />, { auth: fakeAuth(user) });
  return { onSaved, user: userEvent.setup({ delay: null }) };
}

const times = (day: HTMLElement) =>
  within(day)
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

describe('QueueModal', () => {
  it.each(['disabled', 'company'])('with scheduleType %s shows only "Dados da Fila" and sends no schedules', async (scheduleType) => {
    const { writes, requests } = serveQueuesApi({ scheduleType, queues: [makeQueue({ id: 5 })] });
    const { user } = renderModal(makeQueue({ id: 5, name: 'Vendas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar fila' });
    await waitFor(() => expect(requests.some((r) => r.url === '/settings')).toBe(true));
    expect(within(dialog).getByRole('tab', { name: 'Dados da Fila' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Horários de Atendimento' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].body).not.toHaveProperty('schedules');
  });

  it('with scheduleType "queue", edits the default hours (Mon-Fri 08-18, Sat 08-12, Sun 00-00) and saves them with the queue', async () => {
    const { writes } = serveQueuesApi({ scheduleType: 'queue' });
    const { user, onSaved } = renderModal(null);
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar fila' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Horários de Atendimento' }));
    expect(within(dialog).getByText('Clique em salvar para registar as alterações')).toBeInTheDocument();
    expect(times(within(dialog).getByRole('group', { name: 'Segunda-feira' }))).toEqual(['08:00', '18:00']);
    expect(times(within(dialog).getByRole('group', { name: 'Sábado' }))).toEqual(['08:00', '12:00']);
    const sunday = within(dialog).getByRole('group', { name: 'Domingo' });
    expect(times(sunday)).toEqual(['00:00', '00:00']);

    // The HH:mm mask formats on its own timer: times are typed with user-event's default pacing.
    const paced = userEvent.setup();
    const [start, end] = within(sunday).getAllByRole('textbox');
    await paced.clear(start);
    await paced.type(start, '0900');
    await paced.clear(end);
    await paced.type(end, '13');
    expect(times(sunday)).toEqual(['09:00', '13']);
    await user.click(within(dialog).getByRole('tab', { name: 'Dados da Fila' }));
    await user.click(within(dialog).getByLabelText('Nome'));
    await user.paste('Plantão');
    await user.click(within(dialog).getByLabelText('Cor'));
    await user.click(within(await screen.findByRole('radiogroup', { name: 'Paleta de cores' })).getByRole('radio', { name: '#FCCB00' }));

    // The incomplete end time sends the admin back to the hours, marked, without saving.
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    const marked = await within(dialog).findByRole('group', { name: 'Domingo' });
    expect(await within(marked).findByText('Use o formato HH:mm')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Use o formato HH:mm')).toHaveLength(1);
    expect(within(dialog).getByRole('tab', { name: 'Horários de Atendimento' })).toHaveAttribute('aria-selected', 'true');
    expect(writes()).toEqual([]);

    await paced.type(within(marked).getAllByRole('textbox')[1], '00');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const expected = defaultSchedules().map((entry) => (entry.weekdayEn === 'sunday' ? { ...entry, startTime: '09:00', endTime: '13:00' } : entry));
    expect(writes()[0].body).toMatchObject({ name: 'Plantão', color: '#FCCB00', schedules: expected });
  });

  it("starts an existing queue's hours from what it saved", async () => {
    const schedules = defaultSchedules().map((entry) => ({ ...entry, startTime: '07:30', endTime: '16:45' }));
    serveQueuesApi({ scheduleType: 'queue' });
    const { user } = renderModal(makeQueue({ id: 5, schedules }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar fila' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Horários de Atendimento' }));
    expect(times(within(dialog).getByRole('group', { name: 'Quarta-feira' }))).toEqual(['07:30', '16:45']);
  });

  it('attaches an AI prompt and an integration when the plan allows them', async () => {
    const assistants = (request: { method: string; url: string }) => {
      if (request.method === 'GET' && request.url === '/prompt')
        return { status: 200, data: { prompts: [makePromptDto({ id: 31, name: 'Assistente' })], hasMore: false, count: 1 } };
      if (request.method === 'GET' && request.url === '/queueIntegration/')
        return { status: 200, data: { queueIntegrations: [makeQueueIntegrationDto({ id: 41, name: 'Fluxo n8n' })], hasMore: false, count: 1 } };
      return undefined;
    };
    const { writes } = serveQueuesApi({ queues: [makeQueue({ id: 5 })], override: assistants });
    const { user } = renderModal(makeQueue({ id: 5, name: 'Vendas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar fila' });
    // Each picker stays disabled until its list has loaded.
    for (const name of ['Prompt', 'Integração']) {
      await waitFor(() => expect(within(dialog).getByRole('combobox', { name })).not.toHaveAttribute('aria-disabled', 'true'));
    }
    await user.click(within(dialog).getByRole('combobox', { name: 'Prompt' }));
    await user.click(await screen.findByRole('option', { name: 'Assistente' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Integração' }));
    await user.click(await screen.findByRole('option', { name: 'Fluxo n8n' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].body).toMatchObject({ promptId: 31, integrationId: 41 });
  });

  it('shows no assistant pickers without useOpenAi and useIntegrations, and sends no promptId or integrationId', async () => {
    const { writes, requests } = serveQueuesApi({ queues: [makeQueue({ id: 5 })] });
    const { user } = renderModal(makeQueue({ id: 5, name: 'Vendas' }), makeUser({}, { useOpenAi: false, useIntegrations: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar fila' });
    expect(within(dialog).queryByRole('combobox', { name: 'Prompt' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].body).not.toHaveProperty('promptId');
    expect(writes()[0].body).not.toHaveProperty('integrationId');
    expect(requests.some((r) => r.url === '/prompt' || r.url === '/queueIntegration/')).toBe(false);
  });

  it('marks a name the API says is taken', async () => {
    serveQueuesApi({
      override: (request) =>
        request.method === 'POST'
          ? { status: 400, data: { error: 'ERR_VALIDATION', field: 'name', message: 'name: a queue with this name already exists' } }
          : undefined,
    });
    const { user, onSaved } = renderModal(null);
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar fila' });
    await user.click(within(dialog).getByLabelText('Nome'));
    await user.paste('Vendas');
    await user.click(within(dialog).getByLabelText('Cor'));
    await user.click(within(await screen.findByRole('radiogroup', { name: 'Paleta de cores' })).getByRole('radio', { name: '#B80000' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Já existe uma fila com este nome')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
