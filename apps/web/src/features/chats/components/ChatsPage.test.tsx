import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import dayjs from 'dayjs';
import type { ChatDTO } from '@zapdesk/shared';
import { DrawerMenu } from '../../../app/layout/DrawerMenu';
import type { Socket } from 'socket.io-client';
import { closeSessionSocket, openSessionSocket } from '../../../lib/socket';
import { StorageKeys, writeStorage } from '../../../lib/storage';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { screenWidth } from '../../../test/screen-width';
import { createCompanyWithUsers, startApi, type ApiUser, type LiveApi } from '../../../test/live-api';
import { ChatsControl } from './ChatsControl';
import { ChatsPage } from './ChatsPage';

// These tests drive the chat screens against the real API (its http process with socket.io, Postgres and
// Redis): what a screen shows comes from the server, what it sends is checked on the server, and live
// messages travel the real socket from another member's request to this screen.

const port = await vi.hoisted(async () => {
  const { freePort } = await import('../../../test/live-api');
  const chosen = await freePort();
  // Read by config/env.ts when the app's modules load, as production's /config.js names it: the API client and the
  // socket go to this API (this file loads the app in a process of its own, the web-isolated project).
  window.__ZAPDESK_API_URL__ = `http://127.0.0.1:${chosen}`;
  return chosen;
});

let live: LiveApi;
beforeAll(async () => {
  live = await startApi(port);
}, 240_000);
afterAll(async () => {
  await live?.stop();
});
/** The session's real socket to the API, handed to the screens' LiveSyncProvider. */
let socket: Socket | null = null;
const connect = () => socket;
afterEach(() => {
  if (socket) closeSessionSocket(socket);
  socket = null;
});

/** Waits past a request on a busy machine (the default 1 s is tight when tests run side by side). */
const SLOW = { timeout: 10_000 };

/** Signs `me` in as the app does (token in storage, the session's socket) and waits for the socket. */
async function signIn(me: ApiUser): Promise<void> {
  writeStorage(StorageKeys.token, me.token);
  if (socket) closeSessionSocket(socket);
  const opened = await openSessionSocket();
  socket = opened;
  await waitFor(() => expect(opened?.connected).toBe(true), SLOW);
}

async function renderChats(me: ApiUser, route = '/chats', { wide = true } = {}) {
  screenWidth(wide);
  await signIn(me);
  renderWithApp(
    <Routes>
      <Route path="/chats/:chatId?" element={<ChatsPage />} />
    </Routes>,
    { route, auth: fakeAuth(me.user), connect },
  );
  return userEvent.setup({ delay: null });
}

const location = () => screen.getByTestId('location').textContent;
const chatList = () => screen.getByRole('list', { name: 'Conversas' });
const chatRow = (title: string) => within(chatList()).getByRole('button', { name: new RegExp(`^${title}`) });
const history = () => screen.getByRole('log', { name: 'Mensagens da conversa' });
const bubbles = () => within(history()).queryAllByTestId('chat-message');

describe('ChatsPage against the real API', () => {
  it('lists my chats with my unread count; edit and delete only on the chats I own', async () => {
    const [ana, bruno, carla] = await createCompanyWithUsers(live.url, ['Ana Souza', 'Bruno Lima', 'Carla Dias']);
    const mine = await ana.createChat('Plantão', [bruno]);
    const his = await bruno.createChat('Vendas', [ana]);
    await carla.createChat('Só da Carla', [bruno]);
    await bruno.post(mine, 'primeira');
    await bruno.post(mine, 'segunda');

    const user = await renderChats(ana);
    await waitFor(() => expect(within(chatList()).getAllByRole('listitem')).toHaveLength(2), SLOW);
    expect(within(chatRow('Plantão')).getByText('segunda')).toBeInTheDocument();
    expect(within(chatRow('Plantão')).getByLabelText('2 mensagens não lidas')).toBeInTheDocument();
    expect(within(chatRow('Vendas')).queryByLabelText(/não lida/)).not.toBeInTheDocument();
    expect(screen.queryByText('Só da Carla')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar a conversa Plantão' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir a conversa Plantão' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar a conversa Vendas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir a conversa Vendas' })).not.toBeInTheDocument();
    expect(his.ownerId).toBe(bruno.user.id);
    // The page is the two panes from md up: no tabs.
    expect(screen.queryByRole('tab', { name: 'Chats' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar conversas' }), 'VEND');
    await waitFor(
      () =>
        expect(
          within(chatList())
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual([expect.stringContaining('Vendas')]),
      SLOW,
    );
  });

  it("creates a chat: the spec's texts until title and users are given, then the chat exists for both and opens", async () => {
    const [ana, bruno] = await createCompanyWithUsers(live.url, ['Ana Souza', 'Bruno Lima']);
    const user = await renderChats(ana);
    await screen.findByText('Nenhuma conversa encontrada.', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Nova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova conversa' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Por favor, preencha o título da conversa.')).toBeInTheDocument();
    expect(within(dialog).getByText('Por favor, selecione pelo menos um usuário.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Título'), 'Escala de domingo');
    await user.click(within(dialog).getByLabelText('Usuários'));
    // I am a member of what I create: only the others are offered.
    expect(screen.queryByRole('option', { name: 'Ana Souza' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Bruno Lima' }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);

    const [created] = (await bruno.call<{ records: ChatDTO[] }>('GET', '/chats')).records;
    expect(created).toMatchObject({ title: 'Escala de domingo', ownerId: ana.user.id });
    expect(created.users.map((u) => u.user.name)).toEqual(['Ana Souza', 'Bruno Lima']);
    await waitFor(() => expect(location()).toBe(`/chats/${created.uuid}`));
    expect(await screen.findByRole('heading', { name: 'Escala de domingo' }, SLOW)).toBeInTheDocument();
  });

  it('opens a chat with unread messages: marks it read, shows sender and DD/MM/YYYY HH:mm, mine on the right', async () => {
    const [ana, bruno] = await createCompanyWithUsers(live.url, ['Ana Souza', 'Bruno Lima']);
    const chat = await bruno.createChat('Financeiro', [ana]);
    const mineSent = await ana.post(chat, 'Enviei o relatório');
    const hisSent = await bruno.post(chat, 'Recebido, obrigado!');
    expect(await ana.unreadsIn(chat)).toBe(1);

    await renderChats(ana, `/chats/${chat.uuid}`);
    await waitFor(() => expect(bubbles()).toHaveLength(2), SLOW);
    const [first, second] = bubbles();
    expect(first).toHaveAttribute('data-mine', 'true');
    expect(within(first).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(first).getByText(dayjs(mineSent.createdAt).format('DD/MM/YYYY HH:mm'))).toBeInTheDocument();
    expect(second).toHaveAttribute('data-mine', 'false');
    expect(within(second).getByText('Bruno Lima')).toBeInTheDocument();
    expect(within(second).getByText('Recebido, obrigado!')).toBeInTheDocument();
    expect(within(second).getByText(dayjs(hisSent.createdAt).format('DD/MM/YYYY HH:mm'))).toBeInTheDocument();

    await waitFor(async () => expect(await ana.unreadsIn(chat)).toBe(0), SLOW);
    await waitFor(() => expect(within(chatRow('Financeiro')).queryByLabelText(/não lida/)).not.toBeInTheDocument(), SLOW);
    expect(await bruno.unreadsIn(chat)).toBe(1);
  });

  it('loads the older page when the history is scrolled within 600 px of the top, keeping the order', async () => {
    const [ana, bruno] = await createCompanyWithUsers(live.url, ['Ana Souza', 'Bruno Lima']);
    const chat = await bruno.createChat('Histórico', [ana]);
    for (let i = 1; i <= 23; i += 1) await bruno.post(chat, `mensagem ${i}`);
    await renderChats(ana, `/chats/${chat.uuid}`);
    await waitFor(() => expect(bubbles()).toHaveLength(20), SLOW);
    expect(within(bubbles()[0]).getByText('mensagem 4')).toBeInTheDocument();
    // jsdom lays nothing out: the scroll position is set by hand (the pane may still set it too).
    let position = 0;
    Object.defineProperty(history(), 'scrollTop', { configurable: true, get: () => position, set: (top: number) => (position = top) });
    const scrollTo = (top: number) => {
      position = top;
      fireEvent.scroll(history());
    };
    scrollTo(601);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bubbles()).toHaveLength(20);
    scrollTo(600);
    await waitFor(() => expect(bubbles()).toHaveLength(23), SLOW);
    expect(bubbles().map((b) => within(b).getByText(/^mensagem/).textContent)).toEqual(Array.from({ length: 23 }, (_, i) => `mensagem ${i + 1}`));
  });

  it('sends on Enter and with the button, never a blank message', async () => {
    const [ana, bruno] = await createCompanyWithUsers(live.url, ['Ana Souza', 'Bruno Lima']);
    const chat = await ana.createChat('Suporte', [bruno]);
    const user = await renderChats(ana, `/chats/${chat.id}`);
    const input = await screen.findByRole('textbox', { name: 'Mensagem' }, SLOW);
    await user.type(input, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.type(input, 'Bom dia, equipe{Enter}');
    await waitFor(() => expect(bubbles().map((b) => b.textContent)).toEqual([expect.stringContaining('Bom dia, equipe')]), SLOW);
    expect(input).toHaveValue('');
    await user.type(input, 'Segunda linha');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(bubbles()).toHaveLength(2), SLOW);
    expect(bubbles()[1]).toHaveAttribute('data-mine', 'true');

    const seen = await bruno.call<{ records: { message: string; senderId: number }[] }>('GET', `/chats/${chat.id}/messages`);
    expect(seen.records.map((m) => [m.message, m.senderId])).toEqual([
      ['Bom dia, equipe', ana.user.id],
      ['Segunda linha', ana.user.id],
    ]);
    expect(await bruno.unreadsIn(chat)).toBe(2);
  });

  it("receives another member's messages over the socket: the badge of a chat in the list, the pane of the open one; a delete closes it", async () => {
    const [ana, bruno] = await createCompanyWithUsers(live.url, ['Ana Souza', 'Bruno Lima']);
    const open = await bruno.createChat('Aberta', [ana]);
    const other = await bruno.createChat('Outra', [ana]);
    await renderChats(ana, `/chats/${open.uuid}`);
    await screen.findByText('Nenhuma mensagem ainda.', {}, SLOW);

    await bruno.post(other, 'Alguém aí?');
    await waitFor(() => expect(within(chatRow('Outra')).getByLabelText('1 mensagem não lida')).toBeInTheDocument(), SLOW);
    expect(within(chatRow('Outra')).getByText('Alguém aí?')).toBeInTheDocument();
    // A new message puts its chat first.
    expect(within(chatList()).getAllByRole('listitem')[0]).toHaveTextContent('Outra');

    await bruno.post(open, 'Chegou ao vivo');
    await waitFor(() => expect(within(history()).getByText('Chegou ao vivo')).toBeInTheDocument(), SLOW);
    // It is on screen, so it is read at once.
    await waitFor(async () => expect(await ana.unreadsIn(open)).toBe(0), SLOW);
    expect(await ana.unreadsIn(other)).toBe(1);

    await bruno.call('DELETE', `/chats/${open.id}`);
    await waitFor(() => expect(location()).toBe('/chats'), SLOW);
    expect(screen.getByText('Selecione uma conversa para ver as mensagens.')).toBeInTheDocument();
    expect(within(chatList()).queryByText('Aberta')).not.toBeInTheDocument();
  });

  it('lets the owner rename a chat and delete it after the confirmation', async () => {
    const [ana, bruno] = await createCompanyWithUsers(live.url, ['Ana Souza', 'Bruno Lima']);
    const chat = await ana.createChat('Antigo nome', [bruno]);
    const user = await renderChats(ana, `/chats/${chat.uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Editar a conversa Antigo nome' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Editar conversa' });
    expect(within(dialog).getByRole('button', { name: 'Bruno Lima' })).toBeInTheDocument();
    const title = within(dialog).getByLabelText('Título');
    await user.clear(title);
    await user.type(title, 'Novo nome');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Novo nome' })).toBeInTheDocument(), SLOW);
    expect((await bruno.call<ChatDTO>('GET', `/chats/${chat.id}`)).title).toBe('Novo nome');

    await user.click(screen.getByRole('button', { name: 'Excluir a conversa Novo nome' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir Conversa' });
    expect(within(confirm).getByText('Esta ação não pode ser revertida, confirmar?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(location()).toBe('/chats'), SLOW);
    expect((await bruno.call<{ records: ChatDTO[] }>('GET', '/chats')).records).toEqual([]);
  });

  it("shows the tabs 'Chats' and 'Mensagens' below md, on the messages of the chat opened", async () => {
    const [ana, bruno] = await createCompanyWithUsers(live.url, ['Ana Souza', 'Bruno Lima']);
    const chat = await bruno.createChat('Pelo celular', [ana]);
    await bruno.post(chat, 'Oi do celular');
    const user = await renderChats(ana, `/chats/${chat.uuid}`, { wide: false });
    expect(await screen.findByRole('tab', { name: 'Mensagens', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(within(history()).getByText('Oi do celular')).toBeInTheDocument(), SLOW);
    expect(screen.queryByRole('list', { name: 'Conversas' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Chats' }));
    expect(within(chatList()).getByText('Pelo celular')).toBeInTheDocument();
    expect(screen.queryByRole('log', { name: 'Mensagens da conversa' })).not.toBeInTheDocument();
  });
});

describe("the top bar's chats control and the menu dot against the real API", () => {
  it('counts my unread messages live, lists the chats that have them and opens one', async () => {
    const [ana, bruno] = await createCompanyWithUsers(live.url, ['Ana Souza', 'Bruno Lima']);
    const first = await bruno.createChat('Compras', [ana]);
    const second = await bruno.createChat('Logística', [ana]);
    await bruno.createChat('Tudo lido', [ana]);
    await bruno.post(first, 'Pedido 1');
    await bruno.post(first, 'Pedido 2');
    await bruno.post(second, 'Entrega hoje');
    await signIn(ana);
    renderWithApp(
      <>
        <ChatsControl />
        <DrawerMenu collapsed={false} />
      </>,
      { route: '/tickets', auth: fakeAuth(ana.user), connect },
    );
    const control = await screen.findByRole('button', { name: /^Chat interno/ });
    await waitFor(() => expect(control).toHaveAccessibleName('Chat interno, 3'), SLOW);
    expect(screen.getByRole('link', { name: 'Chat Interno' })).toHaveAccessibleDescription('Há mensagens não lidas no chat interno');

    await bruno.post(second, 'Mais uma');
    await waitFor(() => expect(control).toHaveAccessibleName('Chat interno, 4'), SLOW);

    const user = userEvent.setup({ delay: null });
    await user.click(control);
    const popover = await screen.findByRole('list', { name: 'Chat interno' });
    const rows = within(popover).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual(['Logística2Mais uma', 'Compras2Pedido 2']);
    await user.click(rows[1]);
    expect(screen.getByTestId('location').textContent).toBe(`/chats/${first.uuid}`);
  });

  it("shows no control without the plan's internal chat; the count and the dot go when my chats are read elsewhere", async () => {
    const [ana, bruno] = await createCompanyWithUsers(live.url, ['Ana Souza', 'Bruno Lima']);
    const chat = await bruno.createChat('Avisos', [ana]);
    await signIn(ana);
    const plan = ana.user.company?.plan;
    const withoutChat = {
      ...ana.user,
      company: ana.user.company && plan ? { ...ana.user.company, plan: { ...plan, useInternalChat: false } } : ana.user.company,
    };
    const { unmount } = renderWithApp(<ChatsControl />, { route: '/', auth: fakeAuth(withoutChat), connect });
    expect(screen.queryByRole('button', { name: /^Chat interno/ })).not.toBeInTheDocument();
    unmount();

    renderWithApp(
      <>
        <ChatsControl />
        <DrawerMenu collapsed={false} />
      </>,
      { route: '/', auth: fakeAuth(ana.user), connect },
    );
    const control = await screen.findByRole('button', { name: /^Chat interno/ });
    await bruno.post(chat, 'Leia quando puder');
    await waitFor(() => expect(control).toHaveAccessibleName('Chat interno, 1'), SLOW);
    expect(screen.getByRole('link', { name: 'Chat Interno' })).toHaveAccessibleDescription('Há mensagens não lidas no chat interno');
    // Read in another tab: the update reaches this one.
    await ana.call('POST', `/chats/${chat.id}/read`, { userId: ana.user.id });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Chat Interno' })).toHaveAccessibleDescription(''), SLOW);
    expect(control).toHaveAccessibleName('Chat interno');
  });
});
