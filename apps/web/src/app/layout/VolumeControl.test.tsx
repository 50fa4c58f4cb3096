import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { VolumeControl } from './VolumeControl';

describe('VolumeControl', () => {
  it('opens the slider (loaded on the first open) and keeps the volume in localStorage "volume"', async () => {
    localStorage.setItem('volume', '0.5');
    renderWithApp(<VolumeControl />);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Volume' }));
    const slider = await screen.findByRole('slider', { name: 'Volume' });
    expect(slider).toHaveValue('0.5');

    slider.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(localStorage.getItem('volume')).toBe('0.3');
    expect(slider).toHaveValue('0.3');
  });
});
