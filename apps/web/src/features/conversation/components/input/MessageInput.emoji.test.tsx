import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInput, serve } from '../../input/test/render-input';

// The real picker virtualises its grid from measured sizes, and jsdom measures nothing, so it would
// render no emoji at all: a two-emoji stand-in with the same onEmojiClick contract takes its place.
vi.mock('emoji-picker-react', () => ({
  default: ({ onEmojiClick }: { onEmojiClick: (emoji: { emoji: string }) => void }) => (
    <div>
      <button type="button" onClick={() => onEmojiClick({ emoji: '😀' })}>
        grinning
      </button>
      <button type="button" onClick={() => onEmojiClick({ emoji: '👍' })}>
        thumbs up
      </button>
    </div>
  ),
}));

const messageBox = () => screen.getByRole('textbox', { name: 'Mensagem' });

// Typing through MUI inputs is slow in jsdom on a machine shared with other suites.
describe('MessageInput emojis', () => {
  it('loads the picker on demand and inserts emojis at the caret, one after the other', async () => {
    serve();
    const { user } = renderInput();

    await user.type(messageBox(), 'Olá mundo');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Emojis' }));

    await user.click(await screen.findByRole('button', { name: 'grinning' }));
    await user.click(screen.getByRole('button', { name: 'thumbs up' }));
    // The open popover hides the rest of the page from the accessibility tree.
    expect(screen.getByRole('textbox', { name: 'Mensagem', hidden: true })).toHaveValue('Olá 😀👍mundo');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(messageBox()).toHaveFocus());
    await user.keyboard('!');
    expect(messageBox()).toHaveValue('Olá 😀👍!mundo');
  });
});
