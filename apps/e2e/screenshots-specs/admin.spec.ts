import { expect, test, type Page } from '@playwright/test';
import { apiSession, uniqueSuffix, type ApiSession } from '../tests/api';
import { SUPER_USER, signIn } from '../tests/session';
import { MODES, WIDTHS, save, setScreen } from './shots';

// Review aid: PNGs of the users, settings, helps and subscription screens at phone and desktop width.

interface Setting {
  key: string;
  value: string;
}

interface Created {
  id: number;
}

const SAMPLE_HELPS = [
  { title: 'Conectando o WhatsApp', video: 'dQw4w9WgXcQ', description: 'Leia o QR Code com o celular e deixe a conexão pronta para atender.' },
  { title: 'Filas e chatbot', video: 'ysz5S6PUM-U', description: 'Organize os atendimentos por departamento e monte o menu de opções.' },
  { title: 'Respostas rápidas', video: 'jNQXAC9IVRw', description: 'Cadastre atalhos para as mensagens que sua equipe mais envia.' },
];

function isoDay(daysFromToday: number): string {
  const date = new Date();
  date.setDate(date.getDate() + daysFromToday);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Companies due in 5, 2 and -4 days show the three row colours; three helps fill the video grid. */
async function seedSamples(api: ApiSession): Promise<{ companies: number[]; helps: number[] }> {
  const [plan] = await api.get<Created[]>('/plans/all');
  const suffix = uniqueSuffix();
  const companies: number[] = [];
  // Names early in the alphabet: the list is ordered by name and every e2e test signs up a company ('Empresa …', 'Loja …').
  for (const [name, days] of [
    ['Academia Aurora', 5],
    ['Clínica Boa Vista', 2],
    ['Bistrô Central', -4],
  ] as const) {
    const company = await api.send<Created>('POST', '/companies', {
      name: `${name} ${suffix}`,
      email: `contato-${companies.length}-${suffix}@zapdesk.test`,
      phone: '(11) 98765-4321',
      planId: plan.id,
      dueDate: isoDay(days),
      recurrence: 'MENSAL',
    });
    companies.push(company.id);
  }
  const helps: number[] = [];
  for (const help of SAMPLE_HELPS) helps.push((await api.send<Created>('POST', '/helps', help)).id);
  return { companies, helps };
}

async function removeSamples(api: ApiSession, samples: { companies: number[]; helps: number[] }) {
  for (const id of samples.companies) await api.send('DELETE', `/companies/${id}`);
  for (const id of samples.helps) await api.send('DELETE', `/helps/${id}`);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

for (const width of WIDTHS) {
  for (const mode of MODES) {
    test(`admin screens at ${width} px, ${mode}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      // Horários shows only with scheduleType 'company': switch it on for the pictures, then restore it.
      const api = await apiSession(request, SUPER_USER);
      const originalType = (await api.get<Setting[]>('/settings')).find((s) => s.key === 'scheduleType')?.value ?? 'disabled';
      await api.send('PUT', '/settings/scheduleType', { value: 'company' });
      const samples = await seedSamples(api);
      const suffix = `${width}-${mode}`;

      try {
        await setScreen(page, width, mode);
        await signIn(page, SUPER_USER);

        await page.goto('/users');
        await expect(page.getByRole('row').filter({ hasText: 'admin@admin.com' })).toBeVisible();
        await save(page, `users-${suffix}`);
        await page.getByRole('button', { name: 'Adicionar usuário' }).click();
        await expect(page.getByRole('dialog', { name: 'Adicionar usuário' })).toBeVisible();
        await save(page, `users-modal-${suffix}`, { fullPage: false });
        await page.keyboard.press('Escape');

        await page.goto('/settings');
        await expect(page.getByRole('combobox', { name: 'Avaliações' })).toBeVisible();
        await save(page, `settings-options-${suffix}`);
        await openTab(page, 'Horários');
        await expect(page.getByRole('group', { name: 'Domingo' })).toBeVisible();
        await save(page, `settings-schedules-${suffix}`);
        await openTab(page, 'Empresas');
        await expect(page.getByRole('button', { name: /^Editar / }).first()).toBeVisible();
        await page.getByRole('button', { name: /^Editar Academia Aurora/ }).click();
        await expect(page.getByRole('button', { name: '+ Vencimento' })).toBeVisible();
        await save(page, `settings-companies-${suffix}`);
        await openTab(page, 'Planos');
        await expect(page.getByRole('button', { name: /^Editar / }).first()).toBeVisible();
        await save(page, `settings-plans-${suffix}`);
        await openTab(page, 'Ajuda');
        await expect(page.getByRole('form', { name: 'Ajuda' })).toBeVisible();
        await save(page, `settings-helps-${suffix}`);

        await page.goto('/helps');
        await expect(page.getByRole('heading', { name: /^Ajuda \(\d+\)$/ })).toBeVisible();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await save(page, `helps-${suffix}`, { fullPage: false });
        await page.getByRole('button', { name: 'Assistir: Filas e chatbot' }).first().click();
        await expect(page.getByRole('dialog', { name: 'Filas e chatbot' })).toBeVisible();
        await save(page, `helps-player-${suffix}`, { fullPage: false });
        await page.keyboard.press('Escape');

        await page.goto('/subscription');
        await expect(page.getByRole('button', { name: 'Assine Agora!' })).toBeVisible();
        await save(page, `subscription-${suffix}`);
      } finally {
        await removeSamples(api, samples);
        await api.send('PUT', '/settings/scheduleType', { value: originalType });
      }
    });
  }
}
