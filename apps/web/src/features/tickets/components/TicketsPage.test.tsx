import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { emitCompanyEvent } from '../../../test/live-socket';
import { openTicket } from '../test/fixtures';
import { byStatus, renderPage, location, list, rowOf, rowNames } from '../test/page';
import { screenWidth, serveTicketsApi } from '../test/server';

// A loaded CI machine renders MUI slowly: give findBy/waitFor more than the default second.

beforeEach(() => {
  screenWidth(false);
});

describe('TicketsPage: panes', () => {
  it("uses tabs 'Ticket' and 'Atendimentos' on narrow screens; choosing a ticket shows it", async () => {
    serveTicketsApi({ tickets: byStatus({ open: [openTicket(1, 'Maria Lima')] }) });
    const user = await renderPage();

    expect(screen.getByRole('tab', { name: 'Atendimentos' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Ticket' }));
    const select = screen.getByRole('button', { name: 'Selecionar Ticket' });
    expect(screen.getByText('Selecione um ticket para começar a conversar.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Atendendo' })).not.toBeInTheDocument();

    await user.click(select);
    expect(screen.getByRole('tab', { name: 'Atendimentos' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(rowOf(await list('Atendendo'), 'Maria Lima')).getByRole('button'));

    expect(location()).toBe('/tickets/uuid-1');
    expect(screen.getByRole('tab', { name: 'Ticket' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('list', { name: 'Atendendo' })).not.toBeInTheDocument();
  });

  it("shows both panes on wide screens; 'Selecionar Ticket' focuses the list", async () => {
    screenWidth(true);
    serveTicketsApi({ tickets: byStatus({ open: [openTicket(1, 'Maria Lima')] }) });
    const user = await renderPage();

    expect(screen.queryByRole('tab', { name: 'Ticket' })).not.toBeInTheDocument();
    expect(await list('Atendendo')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Selecionar Ticket' }));
    expect(screen.getByRole('region', { name: 'Atendimentos' })).toHaveFocus();
  });
});

describe('TicketsPage: tag chips', () => {
  it('follow a tag renamed, recoloured or deleted elsewhere', async () => {
    screenWidth(true);
    const vip = { id: 5, name: 'VIP', color: '#B80000' };
    serveTicketsApi({ tickets: byStatus({ open: [openTicket(1, 'Maria Lima', { tags: [vip, { id: 6, name: 'Retorno', color: '#5C59A0' }] })] }) });
    await renderPage();
    const row = rowOf(await list('Atendendo'), 'Maria Lima');
    expect(within(row).getByText('VIP')).toBeInTheDocument();

    await emitCompanyEvent(3, 'tag', { action: 'update', tag: { ...vip, name: 'Cliente VIP', color: '#1273DE', kanban: 0, userId: 7, ticketsCount: 1 } });
    await waitFor(() => expect(within(rowOf(screen.getByRole('list', { name: 'Atendendo' }), 'Maria Lima')).getByText('Cliente VIP')).toBeInTheDocument());
    expect(screen.queryByText('VIP', { exact: true })).not.toBeInTheDocument();

    await emitCompanyEvent(3, 'tag', { action: 'delete', tagId: 5 });
    await waitFor(() => expect(screen.queryByText('Cliente VIP')).not.toBeInTheDocument());
    expect(within(rowOf(screen.getByRole('list', { name: 'Atendendo' }), 'Maria Lima')).getByText('Retorno')).toBeInTheDocument();
  });
});

describe('TicketsPage: opening a ticket', () => {
  it('clears its unread badge once its history is read, and keeps its place in the list', async () => {
    screenWidth(true);
    serveTicketsApi({ tickets: byStatus({ open: [openTicket(2, 'Pedro Alves'), openTicket(1, 'Maria Lima', { unreadMessages: 4 })] }) });
    const user = await renderPage();
    const atendendo = await list('Atendendo');
    expect(within(rowOf(atendendo, 'Maria Lima')).getByLabelText('4 mensagens não lidas')).toBeInTheDocument();

    await user.click(within(rowOf(atendendo, 'Maria Lima')).getByRole('button'));
    expect(location()).toBe('/tickets/uuid-1');
    await waitFor(() =>
      expect(within(rowOf(screen.getByRole('list', { name: 'Atendendo' }), 'Maria Lima')).queryByLabelText(/não lida/)).not.toBeInTheDocument(),
    );
    expect(rowNames(screen.getByRole('list', { name: 'Atendendo' }), ['Pedro Alves', 'Maria Lima'])).toEqual(['Pedro Alves', 'Maria Lima']);
  });
});
