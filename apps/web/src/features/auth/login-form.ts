import { useState, type ChangeEvent, type FormEvent } from 'react';

// The sign-in form without a form library: /login is the first download of every visit (issue 20's budget), and
// Formik with yup weigh 23 KB gzip there for two fields. The other forms keep Formik and yup (validation.ts).

export interface LoginValues {
  email: string;
  password: string;
}

type LoginField = keyof LoginValues;

/** The address syntax browsers accept in `<input type="email">` (WHATWG HTML), as yup's `email()` checks it. */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The i18n key of each field's error, as the other forms' schemas give them. */
export function loginErrors(values: LoginValues): Partial<Record<LoginField, string>> {
  const email = values.email.trim();
  return {
    ...(email === '' ? { email: 'validation.required' } : EMAIL.test(email) ? {} : { email: 'validation.invalidEmail' }),
    ...(values.password === '' ? { password: 'validation.required' } : {}),
  };
}

/**
 * The form's state. A field shows its error once the form was submitted, or once it was edited and left:
 * leaving an untouched field (a click on the sign-up link below) shows nothing, so nothing moves under the
 * pointer and that click lands (the same rule as hooks/useFieldError.ts).
 */
export function useLoginForm(submit: (values: LoginValues) => Promise<void>) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [left, setLeft] = useState<Partial<Record<LoginField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errors = loginErrors(values);

  const field = (name: LoginField) => {
    const shown = submitted || (left[name] === true && values[name] !== '') ? errors[name] : undefined;
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((now) => ({ ...now, [name]: event.target.value })),
      onBlur: () => setLeft((now) => ({ ...now, [name]: true })),
      /** An i18n key, or undefined while the field has nothing to say. */
      errorKey: shown,
    };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (submitting || Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      await submit({ email: values.email.trim(), password: values.password });
    } finally {
      setSubmitting(false);
    }
  };

  return { field, onSubmit, submitting };
}
