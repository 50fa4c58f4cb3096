import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { serve } from '../test/fixtures';
import { CampaignSettingsPage } from './CampaignSettingsPage';

describe('CampaignSettingsPage', () => {
  it('edits the intervals and the custom variables (a key already present is not added twice) and saves them', async () => {
    const { writes } = serve({
      'GET /campaign-settings': () => ({
        status: 200,
        data: [
          { key: 'messageInterval', value: 5 },
          { key: 'variables', value: [{ key: 'cupom', value: 'BF10' }] },
        ],
      }),
      'POST /campaign-settings': () => ({ status: 200, data: [] }),
    });
    renderWithApp(<CampaignSettingsPage />, { route: '/campaigns-config', auth: fakeAuth(makeUser()) });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Configurações de Campanhas' })).toBeInTheDocument();
    expect(await screen.findByText('{cupom}')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Intervalo Randômico de Disparo' })).toHaveTextContent('5 segundos');
    expect(screen.getByRole('combobox', { name: 'Intervalo Maior Após' })).toHaveTextContent('20 mensagens');

    await user.click(screen.getByRole('combobox', { name: 'Intervalo de Disparo Maior' }));
    await user.click(await screen.findByRole('option', { name: '30 segundos' }));
    await user.click(screen.getByRole('combobox', { name: 'Intervalo Maior Após' }));
    await user.click(await screen.findByRole('option', { name: 'Não definido' }));

    fireEvent.change(screen.getByLabelText('Atalho'), { target: { value: 'cupom' } });
    fireEvent.change(screen.getByLabelText('Conteúdo'), { target: { value: 'OUTRO' } });
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    fireEvent.change(screen.getByLabelText('Atalho'), { target: { value: 'loja' } });
    fireEvent.change(screen.getByLabelText('Conteúdo'), { target: { value: 'Loja Centro' } });
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const table = screen.getByRole('table', { name: 'Variáveis personalizadas' });
    expect(within(table).getByText('{loja}')).toBeInTheDocument();
    expect(within(table).queryByText('OUTRO')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'POST',
      url: '/campaign-settings',
      body: {
        settings: {
          messageInterval: 5,
          longerIntervalAfter: 0,
          greaterInterval: 30,
          variables: [
            { key: 'cupom', value: 'BF10' },
            { key: 'loja', value: 'Loja Centro' },
          ],
        },
      },
    });
  });
});
