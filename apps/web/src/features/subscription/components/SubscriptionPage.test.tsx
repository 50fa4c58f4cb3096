import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { makeUser } from '../../../test/fixtures';
import { fakeAuth, renderWithApp } from '../../../test/render';
import { SubscriptionPage } from './SubscriptionPage';

function companyWith(fields: { trialExpiration?: string | null; dueDate: string | null }) {
  const { company } = makeUser();
  if (!company) throw new Error('the fixture user has a company');
  return makeUser({ company: { ...company, email: 'financeiro@empresa.com', ...fields } });
}

describe('SubscriptionPage', () => {
  it('counts the trial days left from trialExpiration and shows the billing e-mail read-only', () => {
    const trialEnd = dayjs().add(12, 'day').format('YYYY-MM-DD');
    renderWithApp(<SubscriptionPage />, { route: '/subscription', auth: fakeAuth(companyWith({ trialExpiration: trialEnd, dueDate: '2099-01-01' })) });

    expect(screen.getByText('Seu período de teste termina em 12 dias!')).toBeInTheDocument();
    expect(screen.getByTestId('trial-days')).toHaveTextContent('12');
    const email = screen.getByLabelText('E-mail de cobrança');
    expect(email).toHaveValue('financeiro@empresa.com');
    expect(email).toHaveAttribute('readonly');
  });

  it('falls back to the due date and says when the period has ended', () => {
    renderWithApp(<SubscriptionPage />, { route: '/subscription', auth: fakeAuth(companyWith({ trialExpiration: null, dueDate: '2020-03-09' })) });
    expect(screen.getByText('Seu período de teste terminou em 09/03/2020.')).toBeInTheDocument();
  });

  it("'Assine Agora!' opens a dialog that leads to the Pix payment in Financeiro", async () => {
    renderWithApp(<SubscriptionPage />, { route: '/subscription', auth: fakeAuth(companyWith({ dueDate: '2099-01-01' })) });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Assine Agora!' }));

    const dialog = await screen.findByRole('dialog', { name: 'Assinar o ZapDesk' });
    expect(within(dialog).getByText(/clique em PAGAR na fatura em aberto/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ir para Financeiro' })).toHaveAttribute('href', '/financeiro');
    await user.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
