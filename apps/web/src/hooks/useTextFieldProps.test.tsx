import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import * as yup from 'yup';
import TextField from '@mui/material/TextField';
import { useTextFieldProps } from './useTextFieldProps';

function Form({ typed }: { typed: string[] }) {
  const formik = useFormik({
    initialValues: { email: '', note: 'oi' },
    validationSchema: yup.object({ email: yup.string().required('Informe o e-mail') }),
    onSubmit: (values) => void typed.push(values.email),
  });
  const text = useTextFieldProps(formik);
  return (
    <form onSubmit={formik.handleSubmit}>
      <TextField {...text('email', 'E-mail', { type: 'email' })} />
      <TextField {...text('note', 'Nota', { helperText: 'Opcional' })} />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('useTextFieldProps', () => {
  it("binds a field to the form under its label, shows the field's error after a submit, and lets extra props add or override", async () => {
    const typed: string[] = [];
    render(<Form typed={typed} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Nota')).toHaveValue('oi');
    expect(screen.getByText('Opcional')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o e-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(typed).toEqual(['ana@exemplo.com']));
  });
});
