import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TICKET_COUNT_CAP } from '@zapdesk/shared';
import '../../../lib/i18n';
import { CountLabel } from './CountLabel';

describe('CountLabel', () => {
  it('shows the count, and 999+ once it reaches the capped count the API answers', () => {
    const { rerender } = render(<CountLabel text="Atendendo" count={999} />);
    expect(screen.getByTestId('tab-count')).toHaveTextContent(/^999$/);
    rerender(<CountLabel text="Atendendo" count={TICKET_COUNT_CAP} />);
    expect(screen.getByTestId('tab-count')).toHaveTextContent(/^999\+$/);
  });

  it("shows a loading state, not '0', while the list loads", () => {
    render(<CountLabel text="Atendendo" count={0} loading />);
    expect(screen.getByTestId('tab-count')).not.toHaveTextContent('0');
    expect(screen.getByRole('progressbar', { name: 'Carregando a contagem' })).toBeInTheDocument();
  });
});
