import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WhatsappDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import type { OutboxMessage } from '../../../resources/connections/api';
import type { SentMessage } from '../phone-chat';
import { makeConnection } from '../test/fixtures';
import { OUTBOX_POLL_MS, SimulatedPhoneDrawer } from './SimulatedPhoneDrawer';

const reply = (id: string, body: string, createdAt: string, ack = 1): OutboxMessage => ({ id, to: '5511987654321', body, ack, createdAt });

/** A tiny sandbox: the outbox answers `outbox` (changed by acks); inbound and ack bodies are recorded. */
function serveSandbox(outbox: OutboxMessage[]) {
  const posts: Array<{ url: string; body: Record<string, unknown> }> = [];
  const outboxQueries: unknown[] = [];
  const { adapter } = fakeAdapter((config) => {
    if (config.method === 'get' && config.url === '/sandbox/7/outbox') {
      outboxQueries.push(config.params);
      return { status: 200, data: outbox };
    }
    const body = JSON.parse(String(config.data ?? '{}')) as Record<string, unknown>;
    posts.push({ url: config.url ?? '', body });
    if (config.url === '/sandbox/7/inbound') return { status: 201, data: { id: `IN${posts.length}` } };
    if (config.url === '/sandbox/7/ack') {
      const message = outbox.find((m) => m.id === body.id);
      if (message) message.ack = Number(body.ack);
      return { status: 200, data: { id: body.id, ack: body.ack } };
    }
    return { status: 404, data: { error: 'ERR_NOT_FOUND' } };
  });
  api.defaults.adapter = adapter;
  return { posts, outboxQueries };
}

function Harness({ connection }: { connection: WhatsappDTO }) {
  const [sent, setSent] = useState<SentMessage[]>([]);
  return <SimulatedPhoneDrawer connection={connection} onClose={() => undefined} sent={sent} onSent={(m) => setSent((list) => [...list, m])} />;
}

function renderPhone(connection = makeConnection({ id: 7, name: 'Demo', provider: 'sandbox', status: 'CONNECTED' })) {
  renderWithApp(<Harness connection={connection} />, { auth: fakeAuth(makeUser()) });
  return userEvent.setup({ delay: null });
}

describe('SimulatedPhoneDrawer', () => {
  it("shows the platform's replies for the customer's number and polls the outbox every 2 s", async () => {
    const { outboxQueries } = serveSandbox([reply('OUT1', 'Olá! Como podemos ajudar?', '2025-03-05T10:00:00.000Z')]);
    renderPhone();
    const panel = await screen.findByRole('dialog', { name: 'Celular simulado' });
    expect(await within(panel).findByText('Olá! Como podemos ajudar?')).toBeInTheDocument();
    expect(outboxQueries[0]).toEqual({ to: '5511987654321' });
    expect(OUTBOX_POLL_MS).toBe(2000);
    await waitFor(() => expect(outboxQueries.length).toBeGreaterThan(1), { timeout: 5000 });
  });

  it('sends a message as the customer and shows it beside the replies, oldest first', async () => {
    const { posts } = serveSandbox([reply('OUT1', 'Resposta da empresa', '2999-01-01T00:00:00.000Z')]);
    const user = renderPhone();
    const panel = await screen.findByRole('dialog', { name: 'Celular simulado' });
    await within(panel).findByText('Resposta da empresa');

    const name = within(panel).getByLabelText('Nome do cliente');
    await user.clear(name);
    await user.type(name, 'Joana');
    await user.type(within(panel).getByRole('textbox', { name: 'Mensagem' }), 'Quero um orçamento{Enter}');

    await waitFor(() => expect(posts).toEqual([{ url: '/sandbox/7/inbound', body: { from: '5511987654321', name: 'Joana', body: 'Quero um orçamento' } }]));
    expect(await within(panel).findByText('Quero um orçamento')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
    const bubbles = within(within(panel).getByRole('list', { name: 'Conversa' })).getAllByRole('listitem');
    expect(bubbles.map((b) => b.getAttribute('data-testid'))).toEqual(['phone-message-IN1', 'phone-message-OUT1']);
  });

  it('marks a reply delivered, then read', async () => {
    const { posts } = serveSandbox([reply('OUT1', 'Seu pedido saiu', '2025-03-05T10:00:00.000Z')]);
    const user = renderPhone();
    const panel = await screen.findByRole('dialog', { name: 'Celular simulado' });
    const bubble = within(await within(panel).findByTestId('phone-message-OUT1'));

    await user.click(bubble.getByRole('button', { name: 'Marcar entregue' }));
    await waitFor(() => expect(bubble.queryByRole('button', { name: 'Marcar entregue' })).not.toBeInTheDocument());
    expect(bubble.getByRole('img', { name: 'Entregue' })).toBeInTheDocument();
    await user.click(bubble.getByRole('button', { name: 'Marcar lida' }));
    await waitFor(() => expect(bubble.queryByRole('button', { name: 'Marcar lida' })).not.toBeInTheDocument());
    expect(bubble.getByRole('img', { name: 'Lida' })).toBeInTheDocument();
    expect(posts).toEqual([
      { url: '/sandbox/7/ack', body: { id: 'OUT1', ack: 2 } },
      { url: '/sandbox/7/ack', body: { id: 'OUT1', ack: 3 } },
    ]);
  });

  it('offers the scan while the phone waits for it, and sends nothing until it is connected', async () => {
    const { posts } = serveSandbox([]);
    const user = renderPhone(makeConnection({ id: 7, name: 'Demo', provider: 'sandbox', status: 'qrcode', qrcode: 'qr' }));
    const panel = await screen.findByRole('dialog', { name: 'Celular simulado' });

    expect(within(panel).getByText(/O celular simulado não está conectado/)).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Mensagem' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Simular leitura' }));
    await waitFor(() => expect(posts).toEqual([{ url: '/sandbox/7/scan', body: {} }]));
  });
});
