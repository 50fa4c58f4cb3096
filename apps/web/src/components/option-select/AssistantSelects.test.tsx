import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../lib/query-client';
import { AssistantSelects } from './AssistantSelects';
import type { OptionList } from './useOptionList';

const prompts: OptionList = { options: [{ id: 3, name: 'Atendente virtual' }], unavailable: false, loading: false };
const integrations: OptionList = { options: [{ id: 8, name: 'Typebot vendas' }], unavailable: false, loading: false };

function Form({ withIntegrations }: { withIntegrations: boolean }) {
  const [values, setValues] = useState<{ promptId: number | ''; integrationId: number | '' }>({ promptId: '', integrationId: 8 });
  return (
    <>
      <output data-testid="values">{JSON.stringify(values)}</output>
      <AssistantSelects
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        prompts={prompts}
        integrations={withIntegrations ? integrations : undefined}
      />
    </>
  );
}

function renderForm(withIntegrations: boolean) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Form withIntegrations={withIntegrations} />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

describe('AssistantSelects', () => {
  it('shows the chosen integration and hands a chosen prompt over under its field', async () => {
    const user = renderForm(true);
    expect(screen.getByRole('combobox', { name: 'Integração' })).toHaveTextContent('Typebot vendas');
    await user.click(screen.getByRole('combobox', { name: 'Prompt' }));
    await user.click(await screen.findByRole('option', { name: 'Atendente virtual' }));
    expect(screen.getByTestId('values')).toHaveTextContent('{"promptId":3,"integrationId":8}');
  });

  it('shows no select for a list left out', () => {
    renderForm(false);
    expect(screen.getByRole('combobox', { name: 'Prompt' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Integração' })).not.toBeInTheDocument();
  });
});
