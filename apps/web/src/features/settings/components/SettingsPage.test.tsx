import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSchedules, type CompanyDTO, type SettingDTO, type UserDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { emitCompanyEvent, listening } from '../../../test/live-socket';
import { SettingsPage } from './SettingsPage';

const company = (overrides: Partial<CompanyDTO> = {}): CompanyDTO => ({
  id: 3,
  name: 'Empresa Teste',
  email: 'contato@empresa.com',
  phone: '11999990000',
  planId: 1,
  plan: {
    id: 1,
    name: 'Plano 1',
    users: 10,
    connections: 10,
    queues: 10,
    campaigns: 10,
    schedules: 10,
    value: 49.9,
    useCampaigns: true,
    useKanban: true,
    useOpenAi: true,
    useIntegrations: true,
    useSchedules: true,
    useInternalChat: true,
    useExternalApi: true,
  },
  status: true,
  campaignsEnabled: true,
  dueDate: '2025-01-31',
  recurrence: 'MENSAL',
  schedules: defaultSchedules(),
  createdAt: '2024-05-02T12:00:00.000Z',
  updatedAt: '2024-05-02T12:00:00.000Z',
  ...overrides,
});

interface Recorded {
  method: string;
  url: string;
  body: unknown;
}

/** A tiny settings API: GET /settings from `settings`; other routes from `routes`. */
function serve(settings: SettingDTO[], routes: Record<string, { status: number; data?: unknown }> = {}) {
  const writes: Recorded[] = [];
  const { adapter } = fakeAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    if (method !== 'GET') writes.push({ method, url, body: config.data ? JSON.parse(String(config.data)) : undefined });
    if (method === 'GET' && url === '/settings') return { status: 200, data: settings };
    if (method === 'PUT' && url.startsWith('/settings/')) {
      const body = JSON.parse(String(config.data)) as { value: string };
      return { status: 200, data: { key: url.slice('/settings/'.length), value: body.value } };
    }
    return routes[`${method} ${url}`] ?? { status: 404, data: { error: 'ERR_NOT_FOUND' } };
  });
  api.defaults.adapter = adapter;
  return writes;
}

function renderPage(me: UserDTO) {
  renderWithApp(<SettingsPage />, { route: '/settings', auth: fakeAuth(me) });
  return userEvent.setup({ delay: null });
}

async function tabNames(): Promise<string[]> {
  const tablist = await screen.findByRole('tablist', { name: 'Seções das configurações' });
  return within(tablist)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

describe('SettingsPage tabs', () => {
  it('shows an admin only Opções, plus Horários when scheduleType is company', async () => {
    serve([{ key: 'scheduleType', value: 'disabled' }]);
    const { unmount } = renderWithApp(<SettingsPage />, { route: '/settings', auth: fakeAuth(makeUser({ profile: 'admin' })) });
    await screen.findByRole('combobox', { name: 'Avaliações' });
    expect(await tabNames()).toEqual(['Opções']);
    unmount();

    serve([{ key: 'scheduleType', value: 'company' }]);
    renderPage(makeUser({ profile: 'admin' }));
    await screen.findByRole('combobox', { name: 'Avaliações' });
    expect(await tabNames()).toEqual(['Opções', 'Horários']);
  });

  it('adds Empresas, Planos and Ajuda for the super user', async () => {
    serve([{ key: 'scheduleType', value: 'queue' }]);
    renderPage(makeUser({ profile: 'admin', super: true }));
    await screen.findByRole('combobox', { name: 'Avaliações' });
    expect(await tabNames()).toEqual(['Opções', 'Empresas', 'Planos', 'Ajuda']);
  });

  it('shows Horários when another admin switches scheduleType to company (live event)', async () => {
    serve([{ key: 'scheduleType', value: 'disabled' }]);
    renderPage(makeUser({ profile: 'admin' }));
    await screen.findByRole('combobox', { name: 'Avaliações' });
    await waitFor(() => expect(listening('company-3-settings')).toBe(true));

    await emitCompanyEvent(3, 'settings', { action: 'update', setting: { key: 'scheduleType', value: 'company' } });
    await waitFor(async () => expect(await tabNames()).toEqual(['Opções', 'Horários']));
    expect(screen.getByRole('combobox', { name: 'Gerenciamento de Expediente' })).toHaveTextContent('Empresa');
  });
});

describe('Opções', () => {
  it('has one select per setting, saves a change at once and the Asaas token on blur', async () => {
    const writes = serve([
      { key: 'userRating', value: 'disabled' },
      { key: 'call', value: 'enabled' },
      { key: 'asaas', value: '' },
    ]);
    const user = renderPage(makeUser({ profile: 'admin' }));

    for (const label of [
      'Avaliações',
      'Gerenciamento de Expediente',
      'Ignorar Mensagens de Grupos',
      'Aceitar Chamada',
      'Tipo Chatbot',
      'Enviar saudação ao aceitar o ticket',
      'Enviar mensagem de transferência de Fila/agente',
      'Enviar saudação quando houver somente 1 fila',
    ]) {
      expect(await screen.findByRole('combobox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Aceitar Chamada' })).toHaveTextContent('Aceitar');

    await user.click(screen.getByRole('combobox', { name: 'Avaliações' }));
    await user.click(await screen.findByRole('option', { name: 'Habilitadas' }));
    expect(await screen.findByText('Operação atualizada com sucesso.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Avaliações' })).toHaveTextContent('Habilitadas');

    expect(screen.getByRole('heading', { name: 'Integrações' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Token Asaas'), 'tok_123');
    expect(writes).toHaveLength(1);
    await user.tab();

    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes).toEqual([
      { method: 'PUT', url: '/settings/userRating', body: { value: 'enabled' } },
      { method: 'PUT', url: '/settings/asaas', body: { value: 'tok_123' } },
    ]);
  });
});

describe('Horários', () => {
  it('saves the seven weekdays with masked HH:mm times', async () => {
    const writes = serve([{ key: 'scheduleType', value: 'company' }], {
      'GET /companies/3': { status: 200, data: company() },
      'PUT /companies/3/schedules': { status: 200, data: company() },
    });
    renderPage(makeUser({ profile: 'admin' }));
    // The HH:mm mask formats on its own timer: type with user-event's default pacing.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Horários' }));

    const saturday = await screen.findByRole('group', { name: 'Sábado' });
    const end = within(saturday).getByLabelText('Hora de término');
    expect(end).toHaveValue('12:00');
    await user.clear(end);
    await user.type(end, '1330');
    expect(end).toHaveValue('13:30');

    const sunday = screen.getByRole('group', { name: 'Domingo' });
    await user.clear(within(sunday).getByLabelText('Hora de início'));
    await user.type(within(sunday).getByLabelText('Hora de início'), '9');
    await user.click(screen.getByRole('button', { name: 'Salvar horários' }));
    expect(await within(sunday).findByText('Use o formato HH:mm')).toBeInTheDocument();
    expect(writes).toEqual([]);

    await user.clear(within(sunday).getByLabelText('Hora de início'));
    await user.type(within(sunday).getByLabelText('Hora de início'), '0930');
    await user.click(screen.getByRole('button', { name: 'Salvar horários' }));
    expect(await screen.findByText('Horários atualizados com sucesso.')).toBeInTheDocument();

    const [write] = writes;
    expect(write.url).toBe('/companies/3/schedules');
    const { schedules } = write.body as { schedules: Array<{ weekday: string; weekdayEn: string; startTime: string; endTime: string }> };
    expect(schedules).toHaveLength(7);
    expect(schedules[5]).toEqual({ weekday: 'Sábado', weekdayEn: 'saturday', startTime: '08:00', endTime: '13:30' });
    expect(schedules[6]).toEqual({ weekday: 'Domingo', weekdayEn: 'sunday', startTime: '09:30', endTime: '00:00' });
  });
});

describe('Empresas', () => {
  const plans = [company().plan];

  function serveCompanies(list: CompanyDTO[], saveStatus = 200) {
    return serve([], {
      'GET /plans/all': { status: 200, data: plans },
      'GET /companies': { status: 200, data: { companies: list, count: list.length, hasMore: false } },
      'PUT /companies/3': saveStatus === 200 ? { status: 200, data: list[0] } : { status: saveStatus, data: { error: 'ERR_COMPANY_NAME_ALREADY_EXISTS' } },
    });
  }

  it("'+ Vencimento' moves the form's due date by the recurrence, then saves it", async () => {
    const writes = serveCompanies([company({ dueDate: '2025-01-31', recurrence: 'MENSAL' })]);
    const user = renderPage(makeUser({ profile: 'admin', super: true }));
    await user.click(await screen.findByRole('tab', { name: 'Empresas' }));
    await user.click(await screen.findByRole('button', { name: 'Editar Empresa Teste' }));

    const dueDate = screen.getByLabelText('Data de Vencimento');
    await waitFor(() => expect(dueDate).toHaveValue('2025-01-31'));
    await user.click(screen.getByRole('button', { name: '+ Vencimento' }));
    expect(dueDate).toHaveValue('2025-02-28');

    await user.click(screen.getByRole('combobox', { name: 'Recorrência' }));
    await user.click(await screen.findByRole('option', { name: 'Trimestral' }));
    await user.click(screen.getByRole('button', { name: '+ Vencimento' }));
    expect(dueDate).toHaveValue('2025-05-28');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Operação realizada com sucesso!')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PUT',
        url: '/companies/3',
        body: {
          name: 'Empresa Teste',
          email: 'contato@empresa.com',
          phone: '11999990000',
          planId: 1,
          status: true,
          campaignsEnabled: true,
          dueDate: '2025-05-28',
          recurrence: 'TRIMESTRAL',
        },
      },
    ]);
  });

  it('shows the company save failure text', async () => {
    serveCompanies([company()], 400);
    const user = renderPage(makeUser({ profile: 'admin', super: true }));
    await user.click(await screen.findByRole('tab', { name: 'Empresas' }));
    await user.click(await screen.findByRole('button', { name: 'Editar Empresa Teste' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByText(
        'Não foi possível realizar a operação. Verifique se já existe uma empresa com o mesmo nome ou se os campos foram preenchidos corretamente',
      ),
    ).toBeInTheDocument();
  });

  it('tints rows by the days to the due date', async () => {
    const inDays = (days: number) => {
      const date = new Date();
      date.setDate(date.getDate() + days);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    serveCompanies([
      company({ id: 11, name: 'Cinco Dias', dueDate: inDays(5) }),
      company({ id: 12, name: 'Hoje', dueDate: inDays(0) }),
      company({ id: 13, name: 'Quatro Atrasada', dueDate: inDays(-4) }),
      company({ id: 14, name: 'Longe', dueDate: inDays(40) }),
    ]);
    const user = renderPage(makeUser({ profile: 'admin', super: true }));
    await user.click(await screen.findByRole('tab', { name: 'Empresas' }));

    const tone = async (name: string) => (await screen.findByText(name)).closest('tr')?.getAttribute('data-tone') ?? null;
    expect(await tone('Cinco Dias')).toBe('yellow');
    expect(await tone('Hoje')).toBe('orange');
    expect(await tone('Quatro Atrasada')).toBe('red');
    expect(await tone('Longe')).toBeNull();
  });
});

// Typing into the heavy settings page in jsdom takes ~3 s alone and 20–25 s when three suites share two cores.
describe('Planos and Ajuda', () => {
  it('lists plans with R$ values and flags, and shows the plano failure text', async () => {
    const plan = company().plan;
    serve([], {
      'GET /plans/all': { status: 200, data: [{ ...plan, useKanban: false }] },
      'POST /plans': { status: 400, data: { error: 'ERR_VALIDATION' } },
    });
    const user = renderPage(makeUser({ profile: 'admin', super: true }));
    await user.click(await screen.findByRole('tab', { name: 'Planos' }));

    const row = (await screen.findByRole('button', { name: 'Editar Plano 1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('R$ 49,90')).toBeInTheDocument();
    expect(within(row).getAllByText('Sim')).toHaveLength(6);
    expect(within(row).getAllByText('Não')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Plano 1' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        'Não foi possível realizar a operação. Verifique se já existe uma plano com o mesmo nome ou se os campos foram preenchidos corretamente',
      ),
    ).toBeInTheDocument();
  });

  it('creates a help video and shows the helpo failure text on error', async () => {
    let fail = false;
    const created = { id: 4, title: 'Primeiros passos', video: 'abc123', description: 'Como começar', createdAt: '', updatedAt: '' };
    const writes: unknown[] = [];
    const { adapter } = fakeAdapter((config) => {
      const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
      if (key === 'GET /settings') return { status: 200, data: [] };
      if (key === 'GET /helps') return { status: 200, data: writes.length > 0 && !fail ? [created] : [] };
      if (key === 'POST /helps') {
        writes.push(JSON.parse(String(config.data)));
        return fail ? { status: 400, data: { error: 'ERR_VALIDATION' } } : { status: 201, data: created };
      }
      return { status: 404, data: { error: 'ERR_NOT_FOUND' } };
    });
    api.defaults.adapter = adapter;
    const user = renderPage(makeUser({ profile: 'admin', super: true }));
    await user.click(await screen.findByRole('tab', { name: 'Ajuda' }));

    // Pasted rather than typed: each key re-renders the whole Settings page, which a loaded machine makes slow.
    await user.click(await screen.findByLabelText('Título'));
    await user.paste('Primeiros passos');
    await user.click(screen.getByLabelText('Código do Vídeo'));
    await user.paste('abc123');
    await user.click(screen.getByLabelText('Descrição'));
    await user.paste('Como começar');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Operação realizada com sucesso!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Editar Primeiros passos' })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('');
    expect(writes).toEqual([{ title: 'Primeiros passos', video: 'abc123', description: 'Como começar' }]);

    fail = true;
    await user.click(screen.getByLabelText('Título'));
    await user.paste('Outro');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        'Não foi possível realizar a operação. Verifique se já existe uma helpo com o mesmo nome ou se os campos foram preenchidos corretamente',
      ),
    ).toBeInTheDocument();
  });
});
