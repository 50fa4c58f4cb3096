import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDTO } from '@zapdesk/shared';
import { makeConnectionDto, makeContactDto, makeQueueDto } from '../../../test/dto-fixtures';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { makeContact, makeTicket, suporte, vendas } from '../test/fixtures';
import { screenWidth, serveTicketsApi, type Recorded } from '../test/server';
import { NewTicketDialog } from './NewTicketDialog';

// A loaded CI machine renders MUI slowly: give findBy/waitFor more than the default second.

beforeEach(() => screenWidth(false));

const connections = [makeConnectionDto({ id: 1, name: 'Comercial', isDefault: false }), makeConnectionDto({ id: 2, name: 'Principal', isDefault: true })];
const maria = makeContactDto({ ...makeContact(101, 'Maria Lima'), uuid: 'c-101' });

type Reply = { status: number; data?: unknown };

/** The dialog's API: contacts search, connections, queues; POST /tickets answers `create`. */
function serve(
  create: (body: unknown) => Reply = (body) => ({ status: 201, data: makeTicket(50, 'Maria Lima', { uuid: 'new-uuid', ...(body as object) }) }),
): Recorded[] {
  return serveTicketsApi({
    tickets: () => [],
    extra: (method, url, body, params) => {
      if (method === 'GET' && url === '/contacts') {
        const search = String(params.searchParam);
        return { status: 200, data: { contacts: 'maria lima'.includes(search) ? [maria] : [], hasMore: false, count: 1 } };
      }
      if (method === 'GET' && url === '/whatsapp/') return { status: 200, data: connections };
      if (method === 'GET' && url === '/queue')
        return { status: 200, data: [vendas, suporte, { id: 3, name: 'Financeiro', color: '#000' }].map((queue) => makeQueueDto(queue)) };
      if (method === 'POST' && url === '/tickets') return create(body);
      return undefined;
    },
  });
}

function renderDialog(user: UserDTO) {
  const onClose = vi.fn();
  renderWithApp(<NewTicketDialog open onClose={onClose} />, { route: '/tickets', auth: fakeAuth(user) });
  return { onClose, events: userEvent.setup({ delay: null }) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Criar Ticket' });
const contactSearches = (requests: Recorded[]) => requests.filter((r) => r.url === '/contacts').map((r) => r.params.searchParam);

/** Types in the contact search and picks the option whose text starts with `option` (a contact shows its number after the name). */
async function chooseContact(events: ReturnType<typeof userEvent.setup>, text: string, option: string) {
  await events.type(within(dialog()).getByRole('combobox', { name: 'Digite para pesquisar o contato' }), text);
  await events.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }, { timeout: 3000 }));
}

async function chooseFrom(events: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await events.click(within(dialog()).getByRole('combobox', { name: label }));
  await events.click(await screen.findByRole('option', { name: option }));
}

describe('NewTicketDialog', () => {
  it('asks for a contact and, for attendants, a queue before creating anything', async () => {
    const requests = serve();
    const { events } = renderDialog(makeUser({ id: 7, profile: 'user', queues: [vendas, suporte] }));

    await events.click(within(dialog()).getByRole('button', { name: 'Salvar' }));

    expect(within(dialog()).getByText('Selecione um contato')).toBeInTheDocument();
    expect(within(dialog()).getByText('Selecione uma fila')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('searches contacts from 3 characters, then opens the ticket on my connection and goes to it', async () => {
    const requests = serve();
    const { events, onClose } = renderDialog(makeUser({ id: 7, profile: 'user', whatsappId: 1, queues: [vendas, suporte] }));

    await events.type(within(dialog()).getByRole('combobox', { name: 'Digite para pesquisar o contato' }), 'Ma');
    expect(await screen.findByText('Digite ao menos 3 caracteres')).toBeInTheDocument();
    await chooseContact(events, 'r', 'Maria Lima');
    expect(contactSearches(requests)).toEqual(['mar']);
    // Only my own queues are offered to an attendant.
    await events.click(within(dialog()).getByRole('combobox', { name: 'Fila' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Vendas', 'Suporte']);
    await events.click(screen.getByRole('option', { name: 'Suporte' }));
    expect(within(dialog()).getByRole('combobox', { name: 'Conexão' })).toHaveTextContent('Comercial');

    await events.click(within(dialog()).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tickets/new-uuid'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ contactId: 101, queueId: 2, whatsappId: 1, userId: 7, status: 'open' });
    expect(onClose).toHaveBeenCalled();
  });

  it('lets admins open a ticket without a queue, on the default connection', async () => {
    const requests = serve();
    const { events } = renderDialog(makeUser({ id: 7, profile: 'admin', whatsappId: null, queues: [vendas] }));

    await chooseContact(events, 'maria', 'Maria Lima');
    await waitFor(() => expect(within(dialog()).getByRole('combobox', { name: 'Conexão' })).toHaveTextContent('Principal'));
    // Admins choose among every queue of the company.
    await events.click(within(dialog()).getByRole('combobox', { name: 'Fila' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Sem fila', 'Vendas', 'Suporte', 'Financeiro']);
    await events.keyboard('{Escape}');
    await events.click(within(dialog()).getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ contactId: 101, queueId: null, whatsappId: 2, userId: 7, status: 'open' }),
    );
  });

  it('says who already holds the contact when the API answers ERR_OTHER_OPEN_TICKET', async () => {
    serve(() => ({ status: 409, data: { error: 'ERR_OTHER_OPEN_TICKET', userId: 8, user: { name: 'Bruno Costa' }, queue: { name: 'Vendas' } } }));
    const { events, onClose } = renderDialog(makeUser({ id: 7, profile: 'user', queues: [vendas] }));

    await chooseContact(events, 'maria', 'Maria Lima');
    await events.click(within(dialog()).getByRole('button', { name: 'Salvar' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Este contato já tem um atendimento');
    expect(alert).toHaveTextContent('Está em atendimento com Bruno Costa na fila Vendas.');
    expect(screen.getByTestId('location').textContent).toBe('/tickets');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers to add a contact with the typed name', async () => {
    serve();
    const { events } = renderDialog(makeUser({ id: 7, profile: 'user', queues: [vendas] }));

    await chooseFrom(events, 'Fila', 'Vendas');
    await chooseContact(events, 'Novo Cliente', 'Adicionar Novo Cliente');

    const contactDialog = await screen.findByRole('dialog', { name: 'Adicionar contato' });
    expect(within(contactDialog).getByRole('textbox', { name: 'Nome' })).toHaveValue('Novo Cliente');
  });
});
