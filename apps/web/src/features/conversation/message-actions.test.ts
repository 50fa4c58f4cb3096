// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeMessage } from './test/fixtures';
import { canEditMessage, canForwardMessage, copyableText, EDIT_WINDOW_MS, ownReaction, shownReactions } from './message-actions';

const sentAt = Date.parse('2025-03-04T10:00:00Z');
const ours = makeMessage(1, { fromMe: true, ack: 1, createdAt: new Date(sentAt).toISOString() });

describe('message actions', () => {
  it('edits our own sent, typed text within the 15 minutes only', () => {
    expect(canEditMessage(ours, sentAt + EDIT_WINDOW_MS - 1)).toBe(true);
    expect(canEditMessage(ours, sentAt + EDIT_WINDOW_MS)).toBe(false);
    expect(canEditMessage({ ...ours, ack: 0 }, sentAt)).toBe(false);
    expect(canEditMessage({ ...ours, fromMe: false }, sentAt)).toBe(false);
    expect(canEditMessage({ ...ours, isAutomatic: true }, sentAt)).toBe(false);
    expect(canEditMessage({ ...ours, mediaType: 'image' }, sentAt)).toBe(false);
    expect(canEditMessage({ ...ours, isDeleted: true }, sentAt)).toBe(false);
  });

  it('forwards and copies what the API and the clipboard can take', () => {
    expect(canForwardMessage(makeMessage(1, { mediaType: 'image' }))).toBe(true);
    expect(canForwardMessage(makeMessage(1, { mediaType: 'call_log' }))).toBe(false);
    expect(canForwardMessage(makeMessage(1, { mediaType: 'vcard' }))).toBe(false);
    expect(canForwardMessage(makeMessage(1, { isDeleted: true }))).toBe(false);
    expect(copyableText(makeMessage(1, { body: 'Oi' }))).toBe('Oi');
    expect(copyableText(makeMessage(1, { mediaType: 'image', body: '' }))).toBeNull();
    expect(copyableText(makeMessage(1, { mediaType: 'locationMessage', body: 'data:image/png;base64,x|https://maps' }))).toBeNull();
  });

  it("reads our reaction and the shown ones, falling back to the customer's single reaction", () => {
    const message = makeMessage(1, {
      reactions: [
        { emoji: '❤️', fromMe: false },
        { emoji: '👍', fromMe: true },
      ],
    });
    expect(ownReaction(message)).toBe('👍');
    expect(ownReaction(makeMessage(1))).toBe('');
    expect(shownReactions(makeMessage(1, { reaction: '😂', reactions: [{ emoji: '😂', fromMe: false }] }))).toEqual([{ emoji: '😂', fromMe: false }]);
    expect(shownReactions({ ...message, isDeleted: true })).toEqual([]);
  });
});
