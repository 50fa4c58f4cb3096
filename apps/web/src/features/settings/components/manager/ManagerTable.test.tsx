import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ManagerTable, type ManagerColumn } from './ManagerTable';

interface Item {
  id: number;
  name: string;
  late: boolean;
}

const COLUMNS: ManagerColumn<Item>[] = [
  { header: 'Nome', cell: (item) => item.name },
  { header: 'Atraso', align: 'center', cell: (item) => (item.late ? 'sim' : 'não') },
];

function renderTable(records: Item[], onEdit: (item: Item) => void = () => undefined) {
  render(
    <ManagerTable
      label="Itens"
      records={records}
      loading={false}
      selectedId={2}
      columns={COLUMNS}
      editLabel={(item) => `Editar ${item.name}`}
      onEdit={onEdit}
      rowProps={(item) => ({ hover: !item.late, 'data-late': item.late ? 'yes' : undefined })}
    />,
  );
  return screen.getByRole('table', { name: 'Itens' });
}

describe('ManagerTable', () => {
  it('starts each row with its edit button, then one cell per column; the selected record stands out', async () => {
    const edited: Item[] = [];
    const records = [
      { id: 1, name: 'Em dia', late: false },
      { id: 2, name: 'Atrasado', late: true },
    ];
    const table = renderTable(records, (item) => edited.push(item));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Nome', 'Atraso']);
    const late = within(table).getByText('Atrasado').closest('tr') as HTMLElement;
    expect(
      within(late)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Atrasado', 'sim']);
    expect(late).toHaveClass('Mui-selected');
    expect(late).toHaveAttribute('data-late', 'yes');
    expect(late).not.toHaveClass('MuiTableRow-hover');
    expect(within(table).getByText('Em dia').closest('tr')).toHaveClass('MuiTableRow-hover');

    await userEvent.setup({ delay: null }).click(within(table).getByRole('button', { name: 'Editar Atrasado' }));
    expect(edited).toEqual([records[1]]);
  });

  it('without records shows the empty row across the edit column and the others', () => {
    const table = renderTable([]);
    expect(within(table).getByRole('cell', { name: 'Nenhum registro cadastrado.' })).toHaveAttribute('colspan', '3');
  });
});
