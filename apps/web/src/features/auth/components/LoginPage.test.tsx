import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { makeUser } from '../../../test/fixtures';
import { renderFullApp } from '../../../test/render-app';

function renderApp() {
  return renderFullApp('/login');
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

beforeEach(() => {
  // No refresh cookie: the start-up refresh is refused and the login page shows.
  api.defaults.adapter = undefined;
});

describe('LoginPage', () => {
  it('shows the expired-subscription text with the due date, without refreshing the token', async () => {
    const { adapter, calls } = fakeAdapter((config) =>
      config.url === '/auth/login'
        ? { status: 403, data: { error: 'ERR_SUBSCRIPTION_EXPIRED', message: 'expired', dueDate: '2025-03-09T00:00:00.000Z' } }
        : { status: 401, data: { error: 'ERR_SESSION_EXPIRED' } },
    );
    api.defaults.adapter = adapter;
    renderApp();

    await signIn('dono@empresa.com', 'segredo1');

    expect(await screen.findByText('Opss! Sua assinatura venceu 09/03/2025.')).toBeInTheDocument();
    expect(screen.getByText('Entre em contato com o Suporte para mais informações!')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/auth/refresh_token')).toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('checks the fields without a request: on submit, and a field edited then left; never an untouched field left', async () => {
    const { adapter, calls } = fakeAdapter(() => ({ status: 401, data: { error: 'ERR_SESSION_EXPIRED' } }));
    api.defaults.adapter = adapter;
    renderApp();
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveFocus();

    // Leaving the focused, untouched field says nothing (the sign-up link below must not move under a click).
    await user.tab();
    expect(screen.queryByText('Obrigatório')).not.toBeInTheDocument();

    await user.type(email, 'ana@');
    await user.tab();
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, ' ana@empresa.com ');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Obrigatório')).toBeInTheDocument();
    expect(screen.queryByText('E-mail inválido')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/auth/login')).toHaveLength(0);
  });

  it('shows the credentials error and stays on /login for a wrong password', async () => {
    const { adapter } = fakeAdapter(() => ({ status: 401, data: { error: 'ERR_INVALID_CREDENTIALS' } }));
    api.defaults.adapter = adapter;
    renderApp();

    await signIn('dono@empresa.com', 'errada');

    expect(await screen.findByText('Erro de autenticação. Por favor, tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('stores the session, greets the user and opens /tickets after a login', async () => {
    const dueDate = dayjs().add(2, 'day').format('YYYY-MM-DD');
    const user = makeUser();
    const { company } = user;
    const loggedIn = { ...user, company: company && { ...company, dueDate } };
    const { adapter, calls } = fakeAdapter((config) =>
      config.url === '/auth/login'
        ? { status: 200, data: { token: 'access-1', user: loggedIn, sessionId: 's-1', defaultPasswordInUse: false } }
        : config.url === '/tickets'
          ? { status: 200, data: { tickets: [], count: 0, hasMore: false } } // the notifications bell and the tickets page
          : config.url === '/announcements'
            ? { status: 200, data: { records: [], hasMore: false, count: 0 } } // the top bar's popover
            : config.url === '/chats'
              ? { status: 200, data: { records: [], hasMore: false } } // the top bar's popover and the menu's dot
              : config.method === 'get'
                ? { status: 200, data: [] } // lists the shell and the tickets page read (connections badge, tags, queues)
                : { status: 401, data: { error: 'ERR_SESSION_EXPIRED' } },
    );
    api.defaults.adapter = adapter;
    renderApp();

    await signIn('ana@empresa.com', '123456');

    expect(await screen.findByText('Login efetuado com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Sua assinatura vence em 2 dia(s)')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Atendimentos' }, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('access-1');
    expect(localStorage.getItem('companyId')).toBe('3');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(localStorage.getItem('companyDueDate')).toBe(dueDate);
    expect(calls.find((c) => c.url === '/auth/login')).toBeDefined();
    await waitFor(() => expect(screen.getByText('Olá Ana Souza, seja bem-vindo a Empresa Teste!')).toBeInTheDocument());
  });
});
