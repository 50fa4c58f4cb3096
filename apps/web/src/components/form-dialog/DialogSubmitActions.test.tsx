import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogSubmitActions } from './DialogSubmitActions';

function renderActions(props: { submitting?: boolean; submitDisabled?: boolean }, heard: string[] = []) {
  render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        heard.push('submit');
      }}
    >
      <DialogSubmitActions
        submitting={props.submitting ?? false}
        submitDisabled={props.submitDisabled}
        submitLabel="Transferir"
        onCancel={() => heard.push('cancel')}
        extraActions={<button type="button">Excluir</button>}
      />
    </form>,
  );
  return { heard, user: userEvent.setup({ delay: null }) };
}

describe('DialogSubmitActions', () => {
  it('shows the extra actions, Cancelar and the submit button in that order; each does its part', async () => {
    const { heard, user } = renderActions({});
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Excluir', 'Cancelar', 'Transferir']);
    await user.click(screen.getByRole('button', { name: 'Transferir' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(heard).toEqual(['submit', 'cancel']);
  });

  it('while saving, Cancelar waits and the submit button spins', () => {
    renderActions({ submitting: true });
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    const submit = screen.getAllByRole('button').at(-1);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
  });

  it('submitDisabled turns the submit button off only', () => {
    renderActions({ submitDisabled: true });
    expect(screen.getByRole('button', { name: 'Transferir' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });
});
