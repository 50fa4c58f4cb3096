import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueueMultiSelect } from './QueueMultiSelect';

const OPTIONS = [
  { id: 1, name: 'Vendas', color: '#0C2C54' },
  { id: 2, name: 'Suporte' },
];

describe('QueueMultiSelect', () => {
  it('shows the chosen queues as chips, a queue the list no longer offers by its current name, an unknown one by its id', () => {
    render(
      <QueueMultiSelect
        value={[1, 5, 9]}
        onChange={vi.fn()}
        options={OPTIONS}
        current={[{ id: 5, name: 'Antiga', color: '#FF0000' }]}
        label="Filas"
        disabled={false}
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Filas' });
    expect(
      within(field)
        .getAllByText(/Vendas|Antiga|#9/)
        .map((chip) => chip.textContent),
    ).toEqual(['Vendas', 'Antiga', '#9']);
  });

  it('hands over the ids ticked in the checklist', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<QueueMultiSelect value={[1]} onChange={onChange} options={OPTIONS} current={[]} label="Filas" helperText="Escolha as filas" disabled={false} />);
    expect(screen.getByText('Escolha as filas')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Filas' }));
    await user.click(await screen.findByRole('option', { name: 'Suporte' }));
    expect(onChange).toHaveBeenCalledWith([1, 2]);
  });
});
