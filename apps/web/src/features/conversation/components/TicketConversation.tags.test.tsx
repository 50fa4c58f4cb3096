import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeTicket } from '../test/fixtures';
import { serveConversation } from '../test/fake-api';
import { renderConversation } from '../test/render-conversation';

const vip = { id: 1, name: 'VIP', color: '#7B1FA2' };
const urgente = { id: 2, name: 'Urgente', color: '#D32F2F' };
const syncs = (requests: { method: string; url: string; body: unknown }[]) => requests.filter((r) => r.url === '/tags/sync').map((r) => r.body);
const tagsBox = () => screen.getByRole('combobox', { name: 'Tags do ticket' });
const chips = () => [...document.querySelectorAll('.MuiChip-label')].map((c) => c.textContent).filter((name) => name !== 'Vendas');

describe('TicketConversation: tags', () => {
  it('adds a company tag, creates one typed in, and removes one, saving the whole list each time', async () => {
    const { requests } = serveConversation({ ticket: makeTicket({ tags: [vip] }), tagOptions: [vip, urgente] });
    const { user } = renderConversation();
    await screen.findByText('VIP');
    expect(chips()).toEqual(['VIP']);

    await user.click(tagsBox());
    const listbox = await screen.findByRole('listbox');
    // The tags the ticket already has are not offered again.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Urgente']);
    await user.click(within(listbox).getByRole('option', { name: 'Urgente' }));
    await waitFor(() => expect(syncs(requests)).toEqual([{ ticketId: 1, tags: [{ id: 1 }, { id: 2 }] }]));
    await waitFor(() => expect(chips()).toEqual(['VIP', 'Urgente']));

    await user.type(tagsBox(), 'Cliente novo{Enter}');
    await waitFor(() => expect(syncs(requests)).toHaveLength(2));
    expect(syncs(requests)[1]).toEqual({ ticketId: 1, tags: [{ id: 1 }, { id: 2 }, { name: 'Cliente novo' }] });
    await waitFor(() => expect(chips()).toEqual(['VIP', 'Urgente', 'Cliente novo']));

    const vipChip = screen.getByText('VIP').closest('.MuiChip-root') as HTMLElement;
    await user.click(within(vipChip).getByTestId('CancelIcon'));
    await waitFor(() => expect(syncs(requests)).toHaveLength(3));
    expect(syncs(requests)[2]).toEqual({ ticketId: 1, tags: [{ id: 2 }, { id: 900 + 2 }] });
  });

  it('refuses a new tag name under 3 characters without saving', async () => {
    const { requests } = serveConversation({ ticket: makeTicket(), tagOptions: [vip] });
    const { user } = renderConversation();
    await screen.findByText('Maria Lima');
    await user.type(tagsBox(), 'ab{Enter}');
    expect(await screen.findByText('Mensagem muito curta')).toBeInTheDocument();
    expect(syncs(requests)).toEqual([]);
    // Typing an existing tag's name picks that tag instead of creating a twin.
    await user.type(tagsBox(), 'vip{Enter}');
    await waitFor(() => expect(syncs(requests)).toEqual([{ ticketId: 1, tags: [{ id: 1 }] }]));
  });
});
