import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PlainTextField } from './PlainTextField';

describe('PlainTextField', () => {
  it('names the input by its label and describes it by its helper text, as TextField does', () => {
    render(<PlainTextField label="Email" name="email" value="ana@" onChange={() => undefined} error helperText="E-mail inválido" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveValue('ana@');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAccessibleDescription('E-mail inválido');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no description and is valid without a helper text or error', () => {
    render(<PlainTextField label="Senha" value="" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Senha' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
