import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { DashboardDTO } from '@zapdesk/shared';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { serve, type RecordedRequest } from '../../../test/serve-routes';
import { DashboardPage } from './DashboardPage';
import { objectUrls } from '../../../test/object-urls';

// Role queries over MUI are slow in jsdom; the dashboard also waits its 1 s before loading.

const figures = (period: { from: string; to: string }): DashboardDTO => ({
  period: { ...period, timezone: 'America/Sao_Paulo' },
  counters: {
    supportHappening: 4,
    supportPending: 2,
    supportFinished: 11,
    leads: 6,
    avgSupportTime: 75,
    avgWaitTime: 9,
    ratings: { count: 3, average: 2.5, byScore: { 1: 0, 2: 1, 3: 2 } },
  },
  attendants: [
    { id: 1, name: 'Bruna Lima', online: true, tickets: 9, rating: 2.5, avgSupportTime: 80, avgWaitTime: 10 },
    { id: 2, name: 'Carlos Dias', online: false, tickets: 2, rating: null, avgSupportTime: null, avgWaitTime: null },
  ],
});

function renderDashboard(profile: 'admin' | 'user' = 'admin') {
  const server = serve({
    'GET /dashboard': (config) => {
      const params = config.params as Record<string, string | number>;
      const to = dayjs().format('YYYY-MM-DD');
      const from =
        'days' in params
          ? dayjs()
              .subtract(Number(params.days) - 1, 'day')
              .format('YYYY-MM-DD')
          : String(params.date_from);
      return { status: 200, data: figures({ from, to: 'days' in params ? to : String(params.date_to) }) };
    },
    'GET /dashboard/ticketsUsers': () => ({ status: 200, data: { data: [{ userId: 1, nome: 'Bruna Lima', quantidade: 9 }], count: 9 } }),
    'GET /dashboard/ticketsDay': (config) =>
      (config.params as { initialDate: string; finalDate: string }).initialDate === (config.params as { finalDate: string }).finalDate
        ? { status: 200, data: { data: [{ horario: '09:00', total: 3 }], count: 3 } }
        : { status: 200, data: { data: [{ data: '2026-11-02', total: 5 }], count: 5 } },
  });
  renderWithApp(<DashboardPage />, { route: '/', auth: fakeAuth(makeUser({ profile })) });
  return { ...server, user: userEvent.setup({ delay: null }) };
}

/** jsdom's Blob has no text(): read it as the browser would save it. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const calls = (requests: RecordedRequest[], url: string) => requests.filter((r) => r.url === url).map((r) => r.params);

describe('DashboardPage', () => {
  it('loads 1 s after opening, from the 1st of the month, and shows counters, times as HH h mm m, attendants and both charts', async () => {
    const { requests } = renderDashboard();
    const firstOfMonth = dayjs().startOf('month').format('YYYY-MM-DD');
    const today = dayjs().format('YYYY-MM-DD');
    expect(calls(requests, '/dashboard')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls(requests, '/dashboard')).toEqual([]);

    expect(await screen.findByTestId('counter-supportHappening')).toHaveTextContent('4');
    expect(calls(requests, '/dashboard')).toEqual([{ date_from: firstOfMonth, date_to: today }]);
    expect(screen.getByTestId('counter-supportPending')).toHaveTextContent('2');
    expect(screen.getByTestId('counter-supportFinished')).toHaveTextContent('11');
    expect(screen.getByTestId('counter-leads')).toHaveTextContent('6');
    expect(screen.getByTestId('counter-avgSupportTime')).toHaveTextContent('01 h 15 m');
    expect(screen.getByTestId('counter-avgWaitTime')).toHaveTextContent('00 h 09 m');
    expect(screen.getByRole('region', { name: 'Avaliações' })).toHaveTextContent('3 avaliações');

    const table = screen.getByRole('table', { name: 'Atendentes' });
    const bruna = within(table).getByText('Bruna Lima').closest('tr') as HTMLElement;
    expect(bruna).toHaveTextContent('01 h 20 m');
    expect(within(bruna).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    const carlos = within(table).getByText('Carlos Dias').closest('tr') as HTMLElement;
    expect(within(carlos).getByRole('img', { name: 'Offline' })).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('img', { name: 'Atendimentos por usuário: Bruna Lima: 9' })).toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Atendimentos por dia: 02/11: 5' })).toBeInTheDocument();
    expect(calls(requests, '/dashboard/ticketsUsers')).toEqual([{ initialDate: firstOfMonth, finalDate: today }]);
  });

  it('filters by period, counts per hour for one day, and asks for parameters when the range is empty', async () => {
    const { requests, user } = renderDashboard();
    await screen.findByTestId('counter-supportHappening');

    await user.click(screen.getByRole('combobox', { name: 'Tipo de Filtro' }));
    await user.click(await screen.findByRole('option', { name: 'Filtro por Período' }));
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(await screen.findByRole('option', { name: 'Últimos 15 dias' }));
    await waitFor(() => expect(calls(requests, '/dashboard')).toContainEqual({ days: 15 }));

    await user.click(screen.getByRole('combobox', { name: 'Tipo de Filtro' }));
    await user.click(await screen.findByRole('option', { name: 'Filtro por Data' }));
    const from = screen.getByLabelText('Data Inicial');
    await user.clear(from);
    expect(await screen.findByText('Parametrize o filtro')).toBeInTheDocument();
    await user.type(from, dayjs().format('YYYY-MM-DD'));
    expect(await screen.findByRole('heading', { name: 'Atendimentos por hora' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Atendimentos por hora: 09:00: 3' })).toBeInTheDocument());
  });

  it('exports the attendants table as CSV', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderDashboard();
    await screen.findByText('Bruna Lima');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const text = await textOf(objectUrls.created[0].blob);
    expect(text.split('\r\n')[0]).toBe('Nome;Avaliações;Atendimentos;T.M. de Espera;T.M. de Atendimento;Status (Atual)');
    expect(text).toContain('Bruna Lima;2.50;9;00 h 10 m;01 h 20 m;1');
    click.mockRestore();
  });

  it('shows attendants no figures and asks nothing of the API', async () => {
    const { requests } = renderDashboard('user');
    expect(await screen.findByText('Seus atendimentos estão na tela de Atendimentos.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(requests).toEqual([]);
  });
});
