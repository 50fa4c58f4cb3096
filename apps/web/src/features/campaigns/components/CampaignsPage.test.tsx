import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emitCompanyEvent } from '../../../test/live-socket';
import { makeContactListDto } from '../../../test/automation-dto-fixtures';
import { makeConnectionDto } from '../../../test/dto-fixtures';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeCampaign, serve, type Routes } from '../test/fixtures';
import { CampaignsPage } from './CampaignsPage';

const pickers: Routes = {
  'GET /whatsapp/': () => ({ status: 200, data: [makeConnectionDto({ id: 2, name: 'Sandbox' })] }),
  'GET /contact-lists/list': () => ({ status: 200, data: [makeContactListDto({ id: 5, name: 'Clientes VIP', contactsCount: 3 })] }),
  'GET /tags/list': () => ({ status: 200, data: [{ id: 4, name: 'Leads', color: '#f00', kanban: 0 }] }),
  'GET /files': () => ({ status: 200, data: { files: [], hasMore: false, count: 0 } }),
  'GET /campaign-settings': () => ({ status: 200, data: [{ key: 'variables', value: [{ key: 'cupom', value: 'BF10' }] }] }),
};

function renderPage(routes: Routes) {
  const server = serve({ ...pickers, ...routes });
  renderWithApp(<CampaignsPage />, { route: '/campaigns', auth: fakeAuth(makeUser()) });
  return { ...server, user: userEvent.setup({ delay: null }) };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('CampaignsPage', () => {
  it('shows every column with its spec fallback and the actions each status allows', async () => {
    const running = makeCampaign({
      id: 3,
      name: 'Natal',
      status: 'EM_ANDAMENTO',
      confirmation: true,
      contactList: { id: 5, name: 'Clientes VIP' },
      whatsapp: { id: 2, name: 'Sandbox' },
      scheduledAt: '2026-12-20T13:00:00.000Z',
    });
    const cancelled = makeCampaign({ id: 2, name: 'Páscoa', status: 'CANCELADA' });
    const { user, writes } = renderPage({
      'GET /campaigns': () => ({ status: 200, data: { records: [running, cancelled, makeCampaign()], hasMore: false, count: 3 } }),
      'POST /campaigns/3/cancel': () => ({ status: 200, data: { ...running, status: 'CANCELADA' } }),
      'POST /campaigns/2/restart': () => ({ status: 400, data: { error: 'ERR_CAMPAIGN_NOT_READY', message: 'Campanha sem conexão' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Campanhas' })).toBeInTheDocument();
    const idle = await rowOf('Black Friday');
    for (const text of ['Inativa', 'Não definida', 'Não definido', 'Sem agendamento', 'Não concluída', 'Desabilitada'])
      expect(within(idle).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(idle).queryByRole('button', { name: /Parar|Reiniciar/ })).not.toBeInTheDocument();
    const natal = await rowOf('Natal');
    for (const text of ['Em Andamento', 'Clientes VIP', 'Sandbox', 'Habilitada']) expect(within(natal).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(await rowOf('Páscoa')).getByText('Cancelada')).toBeInTheDocument();

    await user.click(within(natal).getByRole('button', { name: 'Parar campanha Natal' }));
    expect(await within(await rowOf('Natal')).findByText('Cancelada')).toBeInTheDocument();
    await user.click(within(await rowOf('Páscoa')).getByRole('button', { name: 'Reiniciar campanha Páscoa' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes().map((w) => w.url)).toEqual(['/campaigns/3/cancel', '/campaigns/2/restart']);

    await emitCompanyEvent(3, 'campaign', { action: 'update', record: { ...cancelled, status: 'FINALIZADA', completedAt: '2026-11-26T15:00:00.000Z' } });
    expect(await within(await rowOf('Páscoa')).findByText('Finalizada')).toBeInTheDocument();
    await user.click(within(await rowOf('Páscoa')).getByRole('button', { name: 'Relatório Páscoa' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/campaign/2/report');
  });

  it('creates a campaign from the dialog: Msg tabs, confirmation messages, the variable help, target and schedule', async () => {
    const { user, writes } = renderPage({
      'GET /campaigns': () => ({ status: 200, data: { records: [], hasMore: false, count: 0 } }),
      'POST /campaigns': () => ({ status: 200, data: makeCampaign({ id: 9, name: 'Aniversário' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Nova Campanha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova campanha' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Msg. 1', 'Msg. 2', 'Msg. 3', 'Msg. 4', 'Msg. 5']);
    expect(within(dialog).getByText('Utilize variáveis como {nome}, {numero}, {email} ou defina variáveis personalizadas.')).toBeInTheDocument();
    expect(await within(dialog).findByText('{cupom}')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Aniversário' } });
    await user.click(within(dialog).getByRole('combobox', { name: 'Confirmação' }));
    await user.click(await screen.findByRole('option', { name: 'Habilitada' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Lista de Contatos' }));
    await user.click(await screen.findByRole('option', { name: 'Clientes VIP' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Conexão' }));
    await user.click(await screen.findByRole('option', { name: 'Sandbox' }));
    fireEvent.change(within(dialog).getByLabelText('Mensagem 1'), { target: { value: 'Oi {nome}' } });
    fireEvent.change(within(dialog).getByLabelText('Mensagem de confirmação 1'), { target: { value: 'Posso enviar?' } });
    await user.click(within(dialog).getByRole('tab', { name: 'Msg. 2' }));
    fireEvent.change(within(dialog).getByLabelText('Mensagem 2'), { target: { value: 'Olá!' } });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Aniversário')).toBeInTheDocument();
    const [post] = writes();
    expect(post).toMatchObject({
      method: 'POST',
      url: '/campaigns',
      body: {
        name: 'Aniversário',
        confirmation: true,
        contactListId: 5,
        tagListId: null,
        whatsappId: 2,
        scheduledAt: null,
        fileListId: null,
        message1: 'Oi {nome}',
        confirmationMessage1: 'Posso enviar?',
        message2: 'Olá!',
        message3: '',
      },
    });
  });

  it('keeps a running campaign read-only and lets a cancelled one change its messages only', async () => {
    const cancelled = makeCampaign({ id: 4, name: 'Retorno', status: 'CANCELADA', message1: 'Volte', scheduledAt: '2026-11-20T12:00:00.000Z' });
    const { user, writes } = renderPage({
      'GET /campaigns': () => ({
        status: 200,
        data: { records: [cancelled, makeCampaign({ id: 5, name: 'Ativa', status: 'EM_ANDAMENTO' })], hasMore: false, count: 2 },
      }),
      'PUT /campaigns/4': () => ({ status: 200, data: { ...cancelled, message1: 'Volte já' } }),
    });
    await user.click(within(await rowOf('Ativa')).getByRole('button', { name: 'Editar Ativa' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar campanha' });
    expect(within(dialog).getByLabelText('Nome')).toBeDisabled();
    expect(within(dialog).getByLabelText('Mensagem 1')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(await rowOf('Retorno')).getByRole('button', { name: 'Editar Retorno' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar campanha' });
    expect(within(dialog).getByLabelText('Nome')).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Mensagem 1'), { target: { value: 'Volte já' } });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].url).toBe('/campaigns/4');
    expect(Object.keys(writes()[0].body as object).sort()).toEqual([1, 2, 3, 4, 5].flatMap((n) => [`confirmationMessage${n}`, `message${n}`]).sort());
    expect(writes()[0].body).toMatchObject({ message1: 'Volte já' });
  });
});
