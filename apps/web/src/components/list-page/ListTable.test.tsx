import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ListTable, type ListColumn } from './ListTable';

interface Item {
  id: number;
  name: string;
  late: boolean;
}

const COLUMNS: ListColumn<Item>[] = [{ header: 'Nome', cell: (item) => item.name }];

describe('ListTable', () => {
  it('gives each row the props rowProps answers for its record', () => {
    const records = [
      { id: 1, name: 'Em dia', late: false },
      { id: 2, name: 'Atrasado', late: true },
    ];
    render(
      <ListTable
        label="Itens"
        records={records}
        loading={false}
        emptyText="Nada"
        columns={COLUMNS}
        rowProps={(item) => ({ 'data-status': item.late ? 'late' : 'ok', className: item.late ? 'late-row' : undefined })}
      />,
    );
    const late = screen.getByText('Atrasado').closest('tr');
    expect(late).toHaveAttribute('data-status', 'late');
    expect(late).toHaveClass('late-row');
    expect(screen.getByText('Em dia').closest('tr')).toHaveAttribute('data-status', 'ok');
  });

  it('without actions has no actions column, and the empty text spans the columns there are', () => {
    render(<ListTable label="Itens" records={[]} loading={false} emptyText="Nada" columns={COLUMNS} />);
    const table = screen.getByRole('table', { name: 'Itens' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nome']);
    expect(within(table).getByRole('cell', { name: 'Nada' })).toHaveAttribute('colspan', '1');
  });
});
