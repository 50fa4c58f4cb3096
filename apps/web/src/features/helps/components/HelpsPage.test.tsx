import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { HelpsPage } from './HelpsPage';

const help = (id: number, title: string, video: string): HelpDTO => ({
  id,
  title,
  video,
  description: `Descrição de ${title}`,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

function renderPage(helps: HelpDTO[]) {
  const { adapter, calls } = fakeAdapter((config) =>
    config.url === '/helps/list' ? { status: 200, data: helps } : { status: 404, data: { error: 'ERR_NOT_FOUND' } },
  );
  api.defaults.adapter = adapter;
  renderWithApp(<HelpsPage />, { route: '/helps', auth: fakeAuth(makeUser({ profile: 'user' })) });
  return { calls, user: userEvent.setup({ delay: null }) };
}

describe('HelpsPage', () => {
  it('shows the count in the title and a card per video with its YouTube thumbnail', async () => {
    const { calls } = renderPage([help(1, 'Conectando o WhatsApp', 'abc123'), help(2, 'Criando filas', 'def456'), help(3, 'Sem vídeo', '')]);

    expect(await screen.findByRole('heading', { name: 'Ajuda (3)' })).toBeInTheDocument();
    const card = screen.getByRole('button', { name: 'Assistir: Conectando o WhatsApp' });
    expect(within(card).getByText('Descrição de Conectando o WhatsApp')).toBeInTheDocument();
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://img.youtube.com/vi/abc123/0.jpg');
    expect(within(screen.getByRole('button', { name: 'Assistir: Sem vídeo' })).getByTestId('help-thumbnail-fallback')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/helps/list']);
  });

  it('falls back to an icon when the thumbnail cannot load (no internet)', async () => {
    renderPage([help(1, 'Conectando o WhatsApp', 'abc123')]);
    const card = await screen.findByRole('button', { name: 'Assistir: Conectando o WhatsApp' });
    expect(within(card).queryByTestId('help-thumbnail-fallback')).not.toBeInTheDocument();

    fireEvent.error(card.querySelector('img') as HTMLImageElement);
    expect(within(card).getByTestId('help-thumbnail-fallback')).toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
  });

  it('opens the embedded video on click and closes it with Escape', async () => {
    const { user } = renderPage([help(1, 'Conectando o WhatsApp', 'abc123'), help(2, 'Criando filas', 'def456')]);
    await user.click(await screen.findByRole('button', { name: 'Assistir: Criando filas' }));

    const dialog = await screen.findByRole('dialog', { name: 'Criando filas' });
    expect(within(dialog).getByTitle('Criando filas')).toHaveAttribute('src', 'https://www.youtube.com/embed/def456');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when there are no videos yet', async () => {
    renderPage([]);
    expect(await screen.findByRole('heading', { name: 'Ajuda (0)' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum vídeo de ajuda cadastrado ainda.')).toBeInTheDocument();
  });
});
