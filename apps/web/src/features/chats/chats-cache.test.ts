// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChatDTO, ChatMessageDTO } from '@zapdesk/shared';
import { appendChatMessage, applyChatEvent, flattenChatMessages, flattenChats, unreadSummary, type ChatMessagesData, type ChatsData } from './chats-cache';
import { CHAT_LOAD_OLDER_THRESHOLD_PX, shouldLoadOlder } from './chat-scroll';
import { makeChatDto, makeChatMessageDto } from '../../test/feature-dto-fixtures';

const chat = (id: number, title: string, unreads: Record<number, number> = {}): ChatDTO =>
  makeChatDto({
    id,
    title,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    users: Object.entries({ 7: 0, 8: 0, ...unreads }).map(([userId, count]) => ({
      chatId: id,
      userId: Number(userId),
      unreads: count,
      user: { id: Number(userId), name: `User ${userId}` },
    })),
  });

const message = (id: number, createdAt: string): ChatMessageDTO =>
  makeChatMessageDto({ id, sender: { id: 8, name: 'User 8' }, message: `m${id}`, createdAt, updatedAt: createdAt });

const lists = (...pages: ChatDTO[][]): ChatsData => ({ pages: pages.map((records) => ({ records, hasMore: false })), pageParams: pages.map((_, i) => i + 1) });
const titles = (data: ChatsData) => flattenChats(data).map((c) => c.title);

describe('chat list cache', () => {
  it('puts a chat with a new message first, once, even when the event comes twice', () => {
    const data = lists([chat(1, 'A'), chat(2, 'B')], [chat(3, 'C')]);
    const event = { action: 'new-message', message: message(9, '2026-01-02T00:00:00.000Z'), chat: { ...chat(3, 'C', { 7: 1 }), lastMessage: 'm9' } } as const;
    const once = applyChatEvent(data, event, '');
    expect(titles(once)).toEqual(['C', 'A', 'B']);
    expect(applyChatEvent(once, event, '')).toEqual(once);
    expect(flattenChats(once)[0].lastMessage).toBe('m9');
  });

  it('replaces an updated chat in place, adds one I was just added to, drops a deleted one, and keeps searches to their matches', () => {
    const data = lists([chat(1, 'Vendas'), chat(2, 'Suporte')]);
    expect(titles(applyChatEvent(data, { action: 'update', chat: chat(2, 'Suporte N2') }, ''))).toEqual(['Vendas', 'Suporte N2']);
    expect(titles(applyChatEvent(data, { action: 'update', chat: chat(5, 'Novo') }, ''))).toEqual(['Novo', 'Vendas', 'Suporte']);
    expect(titles(applyChatEvent(data, { action: 'delete', chatId: 1 }, ''))).toEqual(['Suporte']);
    expect(titles(applyChatEvent(data, { action: 'create', chat: chat(6, 'Financeiro') }, 'vend'))).toEqual(['Vendas', 'Suporte']);
    expect(titles(applyChatEvent(data, { action: 'create', chat: chat(6, 'Vendas 2') }, 'VEND'))).toEqual(['Vendas 2', 'Vendas', 'Suporte']);
  });

  it('sums my unreads and lists the chats that have some', () => {
    const summary = unreadSummary([chat(1, 'A', { 7: 2 }), chat(2, 'B', { 8: 5 }), chat(3, 'C', { 7: 1 })], 7);
    expect(summary.total).toBe(3);
    expect(summary.chats.map((c) => c.title)).toEqual(['A', 'C']);
  });
});

describe('chat history cache', () => {
  it('shows overlapping pages once, oldest first, and appends a live message once', () => {
    const data: ChatMessagesData = {
      pages: [
        { records: [message(3, '2026-01-01T10:03:00.000Z'), message(4, '2026-01-01T10:04:00.000Z')], hasMore: true },
        { records: [message(2, '2026-01-01T10:02:00.000Z'), message(3, '2026-01-01T10:03:00.000Z')], hasMore: false },
      ],
      pageParams: [1, 2],
    };
    expect(flattenChatMessages(data).map((m) => m.id)).toEqual([2, 3, 4]);
    const live = message(5, '2026-01-01T10:05:00.000Z');
    const appended = appendChatMessage(data, live);
    expect(appendChatMessage(appended, live)).toBe(appended);
    expect(flattenChatMessages(appended).map((m) => m.id)).toEqual([2, 3, 4, 5]);
  });

  it('asks for older messages within 600 px of the top, only when there are more and none are loading', () => {
    expect(CHAT_LOAD_OLDER_THRESHOLD_PX).toBe(600);
    expect(shouldLoadOlder(600, true, false)).toBe(true);
    expect(shouldLoadOlder(601, true, false)).toBe(false);
    expect(shouldLoadOlder(0, false, false)).toBe(false);
    expect(shouldLoadOlder(0, true, true)).toBe(false);
  });
});
