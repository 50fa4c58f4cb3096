import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { ScheduleDTO } from '@zapdesk/shared';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { screenWidth } from '../../../test/screen-width';
import { emitCompanyEvent, listening } from '../../../test/live-socket';
import { contact, contactDto, listRoute, makeSchedule } from '../test/fixtures';
import { serve, type Routes } from '../../../test/serve-routes';
import { SchedulesPage } from './SchedulesPage';

afterEach(() => {
  vi.useRealTimers();
});

/** Today at the given hour, so events land in the month the calendar opens on. */
const todayAt = (hour: number) => dayjs().hour(hour).minute(0).second(0).millisecond(0).toISOString();

function renderPage(route = '/schedules') {
  renderWithApp(<SchedulesPage />, { route, auth: fakeAuth(makeUser()) });
  return userEvent.setup({ delay: null });
}

function serveSchedules(initial: ScheduleDTO[], extra: Routes = {}) {
  let current = initial;
  const server = serve({ ...listRoute(() => current), ...extra });
  return { ...server, set: (next: ScheduleDTO[]) => (current = next) };
}

/** Waits past a request on a busy machine (the default 1 s is tight when tests run side by side). */
const SLOW = { timeout: 5000 };

describe('SchedulesPage', () => {
  it("shows each schedule on the calendar under the contact's name, with the count in the title and Portuguese labels", async () => {
    const { requests } = serveSchedules([
      makeSchedule({ id: 1, sendAt: todayAt(10) }),
      makeSchedule({ id: 2, sendAt: todayAt(15), contact: contact(2, 'João Pereira'), contactId: 2 }),
    ]);
    renderPage();
    expect(await screen.findByText('Maria Souza', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('João Pereira')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Agendamentos (2)' })).toBeInTheDocument();
    for (const label of ['Hoje', 'Anterior', 'Próximo', 'Mês', 'Semana', 'Dia', 'Agenda']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    // The period asked for covers the month shown.
    const params = requests.find((r) => r.url === '/schedules')?.params as { sendAtFrom: string; sendAtTo: string };
    expect(new Date(params.sendAtFrom).getTime()).toBeLessThanOrEqual(dayjs().startOf('month').valueOf());
    expect(new Date(params.sendAtTo).getTime()).toBeGreaterThan(dayjs().endOf('month').valueOf());
  });

  it('on a phone the month shows only the name (a tap edits it); the day view has the buttons', async () => {
    screenWidth(false);
    serveSchedules([makeSchedule({ id: 6, sendAt: todayAt(10) })]);
    const user = renderPage();
    const name = await screen.findByText('Maria Souza', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Editar agendamento de Maria Souza' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir agendamento de Maria Souza' })).not.toBeInTheDocument();

    await user.click(name);
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem Agendada' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);

    await user.click(screen.getByRole('button', { name: 'Dia' }));
    expect(await screen.findByRole('button', { name: 'Excluir agendamento de Maria Souza' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar agendamento de Maria Souza' })).toBeInTheDocument();
  });

  it('writes each event in the colour that reads on its background', async () => {
    serveSchedules([
      makeSchedule({ id: 7, sendAt: todayAt(10) }),
      makeSchedule({ id: 8, sendAt: todayAt(12), status: 'ERRO', contact: contact(2, 'João Pereira'), contactId: 2 }),
    ]);
    renderPage();
    const event = (name: string) => (screen.getByText(name).closest('.rbc-event') as HTMLElement).style;
    await screen.findByText('João Pereira', {}, SLOW);
    // The library paints every event's text white; a colour is now set from the theme for each background.
    expect(event('Maria Souza').color).not.toBe('');
    expect(event('Maria Souza').backgroundColor).not.toBe(event('Maria Souza').color);
    expect(event('João Pereira').color).not.toBe('');
  });

  it('opens the edit dialog when an event is clicked and saves the change', async () => {
    const schedule = makeSchedule({ id: 4, sendAt: todayAt(11) });
    const { writes } = serveSchedules([schedule], {
      'PUT /schedules/4': () => ({ status: 200, data: { ...schedule, body: 'Texto alterado' } }),
    });
    const user = renderPage();
    await user.click(await screen.findByText('Maria Souza', {}, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem Agendada' }, SLOW);
    const body = within(dialog).getByLabelText('Mensagem');
    expect(body).toHaveValue('Lembrete da sua consulta');
    await user.clear(body);
    await user.paste('Texto alterado');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Agendamento salvo com sucesso!', {}, SLOW)).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'PUT', url: '/schedules/4', body: { body: 'Texto alterado', contactId: 1, sendAt: dayjs(schedule.sendAt).toISOString() } },
    ]);
  });

  it('deletes an event after the "Exclusão de Registro" confirmation', async () => {
    const server = serveSchedules([makeSchedule({ id: 5, sendAt: todayAt(9) })], {
      'DELETE /schedules/5': () => {
        server.set([]);
        return { status: 200, data: { message: 'Schedule deleted' } };
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Excluir agendamento de Maria Souza' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Exclusão de Registro' }, SLOW);
    expect(within(dialog).getByText('Deseja realmente excluir esse registro?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Agendamento excluído com sucesso!', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Maria Souza')).not.toBeInTheDocument(), SLOW);
    expect(server.writes().map((w) => `${w.method} ${w.url}`)).toEqual(['DELETE /schedules/5']);
    // The closing confirmation hides the page from the accessibility tree until its transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(await screen.findByRole('heading', { name: 'Agendamentos (0)' }, SLOW)).toBeInTheDocument();
  });

  it('opens the create dialog with the contact of /schedules?contactId=, one hour ahead', async () => {
    serveSchedules([], { 'GET /contacts/9': () => ({ status: 200, data: contactDto(9, 'Carla Dias') }) });
    renderPage('/schedules?contactId=9');
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' }, SLOW);
    await waitFor(() => expect(within(dialog).getByLabelText('Contato')).toHaveValue('Carla Dias'), SLOW);
    const sendAt = within(dialog).getByLabelText('Data do envio') as HTMLInputElement;
    const minutesAhead = dayjs(sendAt.value).diff(dayjs(), 'minute');
    expect(minutesAhead).toBeGreaterThanOrEqual(58);
    expect(minutesAhead).toBeLessThanOrEqual(60);
  });

  it('reloads the calendar on a live schedule event', async () => {
    const server = serveSchedules([]);
    renderPage();
    await screen.findByRole('heading', { name: 'Agendamentos (0)' }, SLOW);
    await waitFor(() => expect(listening('company-3-schedule')).toBe(true), SLOW);
    server.set([makeSchedule({ id: 8, sendAt: todayAt(16), contact: contact(3, 'Bruno Reis'), contactId: 3 })]);
    await emitCompanyEvent(3, 'schedule', { action: 'create', schedule: makeSchedule({ id: 8 }) });
    expect(await screen.findByText('Bruno Reis', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Agendamentos (1)' })).toBeInTheDocument();
  });
});
