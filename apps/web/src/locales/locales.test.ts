// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@zapdesk/shared';
import pt from './pt.json';
import en from './en.json';
import es from './es.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf key of a locale file, dotted ("login.submit"). */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)));
}

function leafValues(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leafValues(value)));
}

/** The text at a dotted key. */
function lookup(tree: Tree, key: string): string | Tree | undefined {
  return key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
}

const locales: Record<string, Tree> = { pt, en, es };
const ptKeys = leafKeys(pt).sort();

describe('locales', () => {
  it.each(['en', 'es'])('%s has exactly the keys of pt', (name) => {
    const keys = leafKeys(locales[name]).sort();
    expect(
      keys.filter((k) => !ptKeys.includes(k)),
      `keys only in ${name}`,
    ).toEqual([]);
    expect(
      ptKeys.filter((k) => !keys.includes(k)),
      `keys missing in ${name}`,
    ).toEqual([]);
  });

  it.each(Object.keys(locales))('%s has no empty text', (name) => {
    expect(leafValues(locales[name]).filter((v) => v.trim() === '')).toEqual([]);
  });

  it('translates every API error code in pt (the others follow from key parity)', () => {
    const missing = ErrorCodes.filter((code) => !ptKeys.includes(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it('says every validation and error text in Portuguese, not in the English of the original (issue 20)', () => {
    expect(pt.validation).toEqual({ required: 'Obrigatório', tooShort: 'Muito curto!', tooLong: 'Muito longo!', invalidEmail: 'E-mail inválido' });
    const english = (tree: Tree) => leafKeys(tree).filter((key) => /^(validation|errors)\./.test(key));
    for (const key of english(pt)) expect(lookup(pt, key), key).not.toBe(lookup(en, key));
  });

  it('keeps the spec texts verbatim in Portuguese', () => {
    expect(pt).toMatchObject({
      auth: { loginSuccess: 'Login efetuado com sucesso!', otherComputer: 'Sua conta foi acessada em outro computador.' },
      access: { denied: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.' },
      forgot: { emailNotFound: 'Email não encontrado', emailSent: 'Email enviado com sucesso!', resetSuccess: 'Senha redefinida com sucesso.' },
    });
  });
});
