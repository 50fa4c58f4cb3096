import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { OlderHistoryLog } from './OlderHistoryLog';

const messages = [{ id: 1 }, { id: 2 }];

function renderLog({ loadingLabel, loads }: { loadingLabel?: string; loads: string[] }) {
  render(
    <OlderHistoryLog
      history={{
        messages,
        hasOlder: true,
        isLoadingOlder: false,
        loadOlder: () => loads.push('older'),
        shouldLoadOlder: (scrollTop, hasMore, loading) => scrollTop < 50 && hasMore && !loading,
      }}
      label="Mensagens"
      busy={loadingLabel !== undefined}
      loadingLabel={loadingLabel}
      sx={{ p: 2 }}
    >
      {messages.map((message) => (
        <p key={message.id}>Mensagem {message.id}</p>
      ))}
    </OlderHistoryLog>,
  );
  return screen.getByRole('log', { name: 'Mensagens' });
}

describe('OlderHistoryLog', () => {
  it('is a named log of the messages that asks for older ones when scrolled near the top', () => {
    const loads: string[] = [];
    const log = renderLog({ loads });
    expect(log).toHaveAttribute('aria-busy', 'false');
    expect(
      within(log)
        .getAllByText(/^Mensagem/)
        .map((line) => line.textContent),
    ).toEqual(['Mensagem 1', 'Mensagem 2']);
    expect(within(log).queryByRole('progressbar')).not.toBeInTheDocument();

    log.scrollTop = 400;
    fireEvent.scroll(log);
    expect(loads).toEqual([]);
    log.scrollTop = 10;
    fireEvent.scroll(log);
    expect(loads).toEqual(['older']);
  });

  it('shows the named spinner above the messages while a page loads, and says it is busy', () => {
    const log = renderLog({ loadingLabel: 'Carregando mensagens antigas', loads: [] });
    expect(log).toHaveAttribute('aria-busy', 'true');
    const spinner = within(log).getByRole('progressbar', { name: 'Carregando mensagens antigas' });
    expect(spinner.compareDocumentPosition(within(log).getByText('Mensagem 1')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
