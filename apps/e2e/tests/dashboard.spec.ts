import { expect, test } from './fixtures';
import { signIn } from './session';

// The landing page at / for attendants; the admin's dashboard is in billing.spec.ts.

test('an attendant sees the dashboard for attendants, and no menu entry is left "Em breve"', async ({ page, tenant }) => {
  const attendant = await tenant.addUser();
  await signIn(page, attendant);
  await page.goto('/');
  await expect(page.getByText('Seus atendimentos estão na tela de Atendimentos.')).toBeVisible();
  await expect(page.getByText('Os indicadores de atendimento da sua empresa aparecerão aqui.')).toHaveCount(0);

  await page.goto('/files');
  await expect(page.getByRole('heading', { name: 'Lista de arquivos' })).toBeVisible();
  await expect(page.getByText('Em breve')).toHaveCount(0);
});
