import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { API_URL, apiSession, uniqueSuffix } from './api';
import { signIn } from './session';

// The two public screens besides /login: a company signs up on its own, and a user who forgot the password
// gets a code by e-mail and chooses a new one. The e2e stack's fake SMTP relay keeps the e-mails the API
// sends (support/e2e-server.mjs); the test reads the code there, as a person reads their inbox.

test('a company signs up with a plan, then its admin signs in and sees the trial', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const company = { name: `Loja ${suffix}`, email: `loja-${suffix}@zapdesk.test`, password: 'senha-da-loja' };

  await page.goto('/login');
  // The sign-up link works on its first click although the click blurs the autofocused, untouched e-mail field.
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByRole('link', { name: 'Não tem uma conta? Cadastre-se!' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Obrigatório').first()).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('Nome da Empresa').fill(company.name);
  await page.getByLabel('Email').fill(company.email);
  await page.getByLabel('Telefone com (DDD)').pressSequentially('11987654321');
  await page.getByLabel('Senha', { exact: true }).fill(company.password);
  await page.getByRole('combobox', { name: 'Plano' }).click();
  await page.getByRole('option', { name: /^Plano 1 - Atendentes: / }).click();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cadastro realizado com sucesso! Faça seu login.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The company exists with its admin, who signs in and is told the trial ends in 3 days.
  await signIn(page, company);
  await expect(page.getByText('Sua assinatura vence em 3 dia(s)')).toBeVisible();
  const me = await (await apiSession(request, company)).get<{ user: { profile: string; company: { name: string } } }>('/auth/me');
  expect(me.user).toMatchObject({ profile: 'admin', company: { name: company.name } });
});

test('a forgotten password: the code arrives by e-mail, a weak or mismatched password is refused, the new one signs in', async ({ page, request, tenant }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute('href', '/forgetpsw');
  await page.goto('/forgetpsw');

  await page.getByLabel('Email').fill(`ninguem-${uniqueSuffix()}@zapdesk.test`);
  await page.getByRole('button', { name: 'Enviar email' }).click();
  await expect(page.getByText('Email não encontrado')).toBeVisible();

  await page.getByLabel('Email').fill(tenant.admin.email);
  await page.getByRole('button', { name: 'Enviar email' }).click();
  await expect(page.getByText('Email enviado com sucesso!')).toBeVisible();
  await expect(page.getByText('Informe o código recebido por email e a nova senha.')).toBeVisible();

  const code = await resetCodeSentTo(request, tenant.admin.email);

  await page.getByLabel('Código de verificação').fill(code);
  await page.getByLabel('Nova senha', { exact: true }).fill('fraca');
  await page.getByLabel('Confirme a nova senha').fill('fraca');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Sua senha precisa ter no mínimo 8 caracteres, sendo uma letra maiúscula, uma minúscula e um número.').first()).toBeVisible();

  await page.getByLabel('Nova senha', { exact: true }).fill('NovaSenha123');
  await page.getByLabel('Confirme a nova senha').fill('NovaSenha123');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer opens the account; the new one does.
  const old = await request.post(`${API_URL}/auth/login`, { data: { email: tenant.admin.email, password: tenant.admin.password } });
  expect(old.status()).toBe(401);
  await signIn(page, { email: tenant.admin.email, password: 'NovaSenha123' });
});

/** The text of an e-mail as its reader sees it (the body travels quoted-printable: 'é' as =C3=A9). */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r?\n/g, '');
  return body.replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** The code of the newest reset e-mail the fake SMTP relay received for the address. */
async function resetCodeSentTo(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/__e2e/mail?to=${encodeURIComponent(email)}`)).json()) as { raw: string }[];
      code = bodyOf(mails.at(-1)?.raw ?? '').match(/Seu código para redefinir a senha é: (\d{6})/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}
