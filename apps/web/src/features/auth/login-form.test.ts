import { describe, expect, it } from 'vitest';
import { loginErrors } from './login-form';

describe('loginErrors', () => {
  it('asks for both fields', () => {
    expect(loginErrors({ email: '', password: '' })).toEqual({ email: 'validation.required', password: 'validation.required' });
    expect(loginErrors({ email: '   ', password: 'x' })).toEqual({ email: 'validation.required' });
  });

  it('takes the addresses a browser takes, around spaces', () => {
    for (const email of ['ana@empresa.com', ' ana.souza+1@mail.empresa.com.br ', 'a@b']) expect(loginErrors({ email, password: 'x' }), email).toEqual({});
    for (const email of ['ana', 'ana@', '@empresa.com', 'ana@empresa..com', 'ana souza@empresa.com', 'ana@-empresa.com'])
      expect(loginErrors({ email, password: 'x' }), email).toEqual({ email: 'validation.invalidEmail' });
  });
});
