import { expect, test } from '../tests/fixtures';
import { signIn } from '../tests/session';
import { MODES, WIDTHS, save, setScreen, setTheme } from './shots';

// Review aid: the campaigns list, a campaign's report, a list's contacts and the campaign settings at phone and desktop width, light then dark.
for (const width of WIDTHS) {
  test(`campaigns screenshots at ${width} px, light and dark`, async ({ page, tenant }) => {
    test.setTimeout(120_000);
    const list = await tenant.api.send<{ id: number }>('POST', '/contact-lists', { name: 'Clientes VIP' });
    await tenant.api.send('POST', '/contact-list-items', { name: 'Ana Lima', number: '5511990000001', email: '', contactListId: list.id });
    const campaign = await tenant.api.send<{ id: number }>('POST', '/campaigns', {
      name: 'Black Friday',
      contactListId: list.id,
      confirmation: true,
      message1: 'Olá {nome}!',
    });
    await tenant.api.send('POST', '/campaigns', { name: 'Natal sem lista', message1: 'Feliz Natal' });

    await setScreen(page, width, 'light');
    await signIn(page, tenant.admin);
    for (const mode of MODES) {
      if (mode === 'dark') await setTheme(page, mode);
      const suffix = `${width}-${mode}`;
      await page.goto('/campaigns');
      await expect(page.getByText('Natal sem lista')).toBeVisible({ timeout: 15_000 });
      await save(page, `campaigns-${suffix}`);
      await page.goto(`/campaign/${campaign.id}/report`);
      await expect(page.getByTestId('campaign-report-status')).toBeVisible({ timeout: 15_000 });
      await save(page, `campaign-report-${suffix}`);
      await page.goto(`/contact-lists/${list.id}/contacts`);
      await expect(page.getByText('Ana Lima')).toBeVisible({ timeout: 15_000 });
      await save(page, `contact-list-items-${suffix}`);
      await page.goto('/campaigns-config');
      await expect(page.getByRole('heading', { name: 'Configurações de Campanhas' })).toBeVisible({ timeout: 15_000 });
      await save(page, `campaigns-config-${suffix}`);
    }
  });
}
