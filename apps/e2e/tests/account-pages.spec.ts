import { expect, test } from './fixtures';
import { signIn } from './session';

// Pages of one's own account: the subscription (the trial a sign-up starts) and the personal to-do list.

test("the subscription page shows the sign-up's trial, the billing e-mail and the subscribe dialog", async ({ page, tenant }) => {
  await signIn(page, tenant.admin);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Assinatura' })).toBeVisible();
  await expect(page.getByText('Seu período de teste termina em 3 dias!')).toBeVisible();
  await expect(page.getByLabel('E-mail de cobrança')).toHaveValue(tenant.admin.email);
  await expect(page.getByLabel('E-mail de cobrança')).not.toBeEditable();

  await page.getByRole('button', { name: 'Assine Agora!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assinar o ZapDesk' });
  await expect(dialog.getByText('Nenhuma cobrança é feita por esta tela.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Entendi' }).click();
  await expect(dialog).toBeHidden();
});

test('the to-do list adds, edits and deletes tasks, and keeps them across a reload', async ({ page, tenant }) => {
  await signIn(page, tenant.admin);
  await page.goto('/todolist');
  await expect(page.getByText('Nenhuma tarefa por aqui. Adicione a primeira acima.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Tarefas' });

  for (const task of ['Retornar o contato do cliente', 'Conferir a fila de Vendas']) {
    await page.getByLabel('Nova tarefa').fill(task);
    await page.getByRole('button', { name: 'Adicionar' }).click();
  }
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel('Nova tarefa')).toHaveValue('');

  const first = list.getByRole('listitem').filter({ hasText: 'Retornar o contato do cliente' });
  await first.getByRole('button', { name: 'Editar tarefa' }).click();
  await expect(page.getByLabel('Nova tarefa')).toHaveValue('Retornar o contato do cliente');
  await page.getByLabel('Nova tarefa').fill('Retornar o contato da Maria');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(list.getByText('Retornar o contato da Maria')).toBeVisible();
  await expect(list.getByText('Retornar o contato do cliente')).toHaveCount(0);

  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('listitem').filter({ hasText: 'Conferir a fila de Vendas' }).getByRole('button', { name: 'Excluir tarefa' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Retornar o contato da Maria')).toBeVisible();
});
