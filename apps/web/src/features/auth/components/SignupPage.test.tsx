import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { fakeAdapter } from '../../../test/fake-adapter';
import { renderFullApp } from '../../../test/render-app';

const plans = [{ id: 4, name: 'Plano 1', users: 10, connections: 3, queues: 5, value: 49.9 }];

// Typing a whole form is slow in jsdom on a busy machine: a generous limit.
describe('SignupPage', () => {
  it('validates, then posts the company with the plan, the phone digits and MENSAL, and opens /login', async () => {
    const bodies: unknown[] = [];
    const { adapter, calls } = fakeAdapter((config) => {
      if (config.url === '/plans/list') return { status: 200, data: plans };
      if (config.url === '/companies/cadastro') {
        bodies.push(JSON.parse(String(config.data)));
        return { status: 201, data: {} };
      }
      return { status: 401, data: { error: 'ERR_SESSION_EXPIRED' } };
    });
    api.defaults.adapter = adapter;
    renderFullApp('/signup?companyId=9');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findAllByText('Obrigatório')).toHaveLength(4);
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('Nome da Empresa'), 'Loja Azul');
    await user.type(screen.getByLabelText('Email'), 'dono@lojaazul.com');
    await user.type(screen.getByLabelText('Telefone com (DDD)'), '11987654321');
    expect(screen.getByLabelText('Telefone com (DDD)')).toHaveValue('(11) 98765-4321');
    await user.type(screen.getByLabelText('Senha'), 'abc');
    await user.click(screen.getByRole('combobox', { name: 'Plano' }));
    await user.click(await screen.findByRole('option', { name: /Plano 1 - Atendentes: 10 - WhatsApp: 3 - Filas: 5 - R\$ 49,90/ }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Muito curto!')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Senha'), '123');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(bodies).toEqual([{ name: 'Loja Azul', email: 'dono@lojaazul.com', phone: '11987654321', password: 'abc123', planId: 4, recurrence: 'MENSAL' }]);
    expect(calls.find((c) => c.url === '/plans/list')).toBeDefined();
  });
});
