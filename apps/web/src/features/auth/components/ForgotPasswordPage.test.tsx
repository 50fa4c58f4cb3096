import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { renderFullApp } from '../../../test/render-app';

describe('ForgotPasswordPage', () => {
  it('says "Email não encontrado" on 404 and stays on the e-mail step', async () => {
    const { adapter } = fakeAdapter((config) =>
      config.url?.startsWith('/forgetpassword/') ? { status: 404, data: { error: 'ERR_NO_USER_FOUND' } } : { status: 401 },
    );
    api.defaults.adapter = adapter;
    renderFullApp('/forgetpsw');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'ninguem@x.com');
    await user.click(screen.getByRole('button', { name: 'Enviar email' }));

    expect(await screen.findByText('Email não encontrado')).toBeInTheDocument();
    expect(screen.queryByLabelText('Código de verificação')).not.toBeInTheDocument();
  });

  it('tells the user to ask the administrator when the instance has no SMTP (503 ERR_EMAIL_NOT_CONFIGURED)', async () => {
    const { adapter } = fakeAdapter((config) =>
      config.url?.startsWith('/forgetpassword/')
        ? { status: 503, data: { error: 'ERR_EMAIL_NOT_CONFIGURED', message: 'E-mail sending is not configured' } }
        : { status: 401 },
    );
    api.defaults.adapter = adapter;
    renderFullApp('/forgetpsw');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'ana@empresa.com');
    await user.click(screen.getByRole('button', { name: 'Enviar email' }));

    expect(await screen.findByText('O envio de emails não está configurado. Contate o administrador.')).toBeInTheDocument();
    expect(screen.queryByText('E-mail sending is not configured')).not.toBeInTheDocument();
  });

  it('sends the code and a strong password, then goes to /login', async () => {
    const { adapter, calls } = fakeAdapter((config) => (config.url === '/auth/refresh_token' ? { status: 401 } : { status: 200, data: {} }));
    api.defaults.adapter = adapter;
    renderFullApp('/forgetpsw');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'ana@empresa.com');
    await user.click(screen.getByRole('button', { name: 'Enviar email' }));
    expect(await screen.findByText('Email enviado com sucesso!')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Código de verificação'), '123456');
    await user.type(screen.getByLabelText('Nova senha'), 'fraca');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'outra');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('Sua senha precisa ter no mínimo 8 caracteres, sendo uma letra maiúscula, uma minúscula e um número.')).toBeInTheDocument();
    expect(screen.getByText('As senhas não correspondem')).toBeInTheDocument();
    expect(calls.filter((c) => c.url?.startsWith('/resetpasswords/'))).toHaveLength(0);

    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'NovaSenha1');
    await user.clear(screen.getByLabelText('Confirme a nova senha'));
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'NovaSenha1');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));

    expect(await screen.findByText('Senha redefinida com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls.map((c) => c.url)).toContain('/resetpasswords/ana%40empresa.com/123456/NovaSenha1');
  });
});
