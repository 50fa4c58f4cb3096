import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ListItem from '@mui/material/ListItem';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { TopBarListPopover } from './TopBarListPopover';

function Control({ rows }: { rows: string[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <TopBarListPopover
      title="Avisos"
      count={rows.length}
      icon={<NotificationsOutlined />}
      anchor={anchor}
      onOpen={setAnchor}
      onClose={() => setAnchor(null)}
      width={360}
      maxHeight={480}
      emptyText="Nada por aqui"
      empty={rows.length === 0}
    >
      {rows.map((row) => (
        <ListItem key={row}>{row}</ListItem>
      ))}
    </TopBarListPopover>
  );
}

describe('TopBarListPopover', () => {
  it('names its button with the count and opens the list of rows under the control’s name', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Control rows={['Ana', 'Bia']} />);
    await user.click(screen.getByRole('button', { name: 'Avisos, 2' }));
    const list = await screen.findByRole('list', { name: 'Avisos' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana', 'Bia']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Avisos' })).not.toBeInTheDocument());
  });

  it('says there is nothing instead of an empty list', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Control rows={[]} />);
    await user.click(screen.getByRole('button', { name: 'Avisos' }));
    expect(await screen.findByText('Nada por aqui')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
