import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserDTO } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import { fakeAdapter } from '../../test/fake-adapter';
import { makeSession, makeUser } from '../../test/fixtures';
import { renderFullApp } from '../../test/render-app';
import { screenWidth } from '../../test/screen-width';

/** A reload of a signed-in browser at a width: the start-up refresh answers this user. */
function signedInAs(user: UserDTO, wide: boolean) {
  screenWidth(wide);
  const { adapter } = fakeAdapter((config) =>
    config.url === '/auth/refresh_token' ? { status: 200, data: makeSession({ user }) } : { status: 404, data: { error: 'ERR_NOT_FOUND' } },
  );
  api.defaults.adapter = adapter;
  localStorage.setItem('userId', String(user.id));
  renderFullApp('/todolist');
}

describe('the top bar greeting', () => {
  it("greets an admin with the company's name and its due date", async () => {
    signedInAs(makeUser(), true);
    expect(await screen.findByText('Olá Ana Souza, seja bem-vindo a Empresa Teste!')).toBeInTheDocument();
    expect(screen.getByText('Ativo até 31/12/2099')).toBeInTheDocument();
  });

  it('fits a phone: the first name only, and the due date with a two-digit year', async () => {
    signedInAs(makeUser(), false);
    expect(await screen.findByText('Olá, Ana!')).toBeInTheDocument();
    expect(screen.getByText('Ativo até 31/12/99')).toBeInTheDocument();
  });

  it('shows a plain user no due date', async () => {
    signedInAs(makeUser({ profile: 'user' }), true);
    expect(await screen.findByText('Olá Ana Souza, seja bem-vindo a Empresa Teste!')).toBeInTheDocument();
    expect(screen.queryByText(/Ativo até/)).not.toBeInTheDocument();
  });
});
