import { expect, test } from '@playwright/test';
import { apiSession, uniqueSuffix } from './api';
import { signIn } from './session';

interface Help {
  id: number;
  title: string;
}

test('the super user adds a help video in Settings and it shows on /helps', async ({ page, request }) => {
  const api = await apiSession(request);
  const title = `Ajuda E2E ${uniqueSuffix()}`;

  try {
    await signIn(page);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Ajuda' }).click();
    const form = page.getByRole('form', { name: 'Ajuda' });
    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Código do Vídeo').fill('dQw4w9WgXcQ');
    await form.getByLabel('Descrição').fill('Criado pelo teste de ponta a ponta.');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Operação realizada com sucesso!')).toBeVisible();
    await expect(form.getByLabel('Título')).toHaveValue('');

    await page.goto('/helps');
    const total = (await api.get<Help[]>('/helps/list')).length;
    await expect(page.getByRole('heading', { name: `Ajuda (${total})` })).toBeVisible();
    const card = page.getByRole('button', { name: `Assistir: ${title}` });
    await expect(card).toContainText('Criado pelo teste de ponta a ponta.');

    await card.click();
    const player = page.getByRole('dialog', { name: title });
    await expect(player.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    await page.keyboard.press('Escape');
    await expect(player).toBeHidden();
  } finally {
    const helps = await api.get<Help[]>('/helps/list');
    for (const help of helps.filter((h) => h.title === title)) await api.send('DELETE', `/helps/${help.id}`);
  }
});
