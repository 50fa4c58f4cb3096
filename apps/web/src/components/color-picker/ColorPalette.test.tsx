import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorPalette } from './ColorPalette';

const COLORS = ['#0C2C54', '#FF0000', '#00FF00'];

function renderPalette(value: string) {
  const onPick = vi.fn();
  const onClose = vi.fn();
  render(
    <ColorPalette
      id="palette"
      label="Paleta"
      colors={COLORS}
      value={value}
      anchor={document.body}
      onPick={onPick}
      onClose={onClose}
      columns={{ xs: 8, sm: 10 }}
    />,
  );
  return { user: userEvent.setup({ delay: null }), onPick, onClose };
}

describe('ColorPalette', () => {
  it('is a radio group of the colours, the value marked whatever its case or spaces', () => {
    renderPalette(' #ff0000 ');
    const group = screen.getByRole('radiogroup', { name: 'Paleta' });
    expect(group).toHaveAttribute('id', 'palette');
    expect(screen.getAllByRole('radio').map((radio) => [radio.getAttribute('aria-label'), radio.getAttribute('aria-checked')])).toEqual([
      ['#0C2C54', 'false'],
      ['#FF0000', 'true'],
      ['#00FF00', 'false'],
    ]);
  });

  it('hands over the picked colour as the palette writes it, then closes', async () => {
    const { user, onPick, onClose } = renderPalette('');
    await user.click(screen.getByRole('radio', { name: '#00FF00' }));
    expect(onPick).toHaveBeenCalledWith('#00FF00');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
