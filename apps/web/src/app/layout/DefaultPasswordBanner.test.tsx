import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../lib/api-client';
import { fakeAdapter } from '../../test/fake-adapter';
import { makeUser } from '../../test/fixtures';
import { renderFullApp } from '../../test/render-app';

/** The start-up refresh answers a signed-in super user, with or without the default password. */
function startSignedIn(defaultPasswordInUse: boolean) {
  const { adapter } = fakeAdapter((config) =>
    config.url === '/auth/refresh_token'
      ? { status: 200, data: { token: 'access-1', user: makeUser({ super: true }), sessionId: 's-1', defaultPasswordInUse } }
      : { status: 404, data: { error: 'ERR_NOT_FOUND' } },
  );
  api.defaults.adapter = adapter;
  // A reload of a signed-in browser: the earlier visit left its session in storage.
  localStorage.setItem('userId', '1');
  renderFullApp('/todolist');
}

describe('default password warning', () => {
  it('asks the super user to change the default password and opens the profile dialog', async () => {
    startSignedIn(true);
    expect(await screen.findByText('Senha padrão em uso')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByRole('dialog', { name: 'Editar perfil' })).toBeInTheDocument();
  });

  it('stays hidden when the password was already changed', async () => {
    startSignedIn(false);
    expect(await screen.findByRole('heading', { name: 'Tarefas' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Senha padrão em uso')).not.toBeInTheDocument());
  });
});
