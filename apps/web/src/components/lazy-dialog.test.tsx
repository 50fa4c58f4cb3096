import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

function Greeting({ open, name }: { open: boolean; name: string }) {
  return <p data-open={String(open)}>Olá {name}</p>;
}

describe('lazyDialog', () => {
  it('loads the dialog the first time it opens, then keeps it mounted through a close', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const LazyGreeting = lazyDialog(load, 'Greeting');

    const { rerender } = render(<LazyGreeting open={false} name="Ana" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Olá Ana')).toBeNull();

    rerender(<LazyGreeting open name="Ana" />);
    expect(await screen.findByText('Olá Ana')).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(1);

    // Closed, it stays rendered with open false, so the dialog can play its closing transition.
    rerender(<LazyGreeting open={false} name="Ana" />);
    expect(screen.getByText('Olá Ana')).toHaveAttribute('data-open', 'false');
  });

  it('shows a dialog that starts open', async () => {
    const LazyGreeting = lazyDialog(() => Promise.resolve({ Greeting }), 'Greeting');
    render(<LazyGreeting open name="Bia" />);
    expect(await screen.findByText('Olá Bia')).toBeInTheDocument();
  });

  it('shows a dialog without an open prop as soon as its parent renders it', async () => {
    const Notice = ({ text }: { text: string }) => <p>{text}</p>;
    const LazyNotice = lazyDialog(() => Promise.resolve({ Notice }), 'Notice');
    render(<LazyNotice text="Encaminhar" />);
    expect(await screen.findByText('Encaminhar')).toBeInTheDocument();
  });
});
