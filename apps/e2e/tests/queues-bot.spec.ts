import type { Page } from '@playwright/test';
import { uniqueSuffix, type ApiSession } from './api';
import { expect, test } from './fixtures';
import { signIn } from './session';

// Queues, the bot flow and business hours (Playwright): an admin builds a queue with a three-level option tree
// and its own business hours in the queue modal; a sandbox customer then walks the bot's menus (queue menu,
// the queue's options, a sub-menu, `0` back one level, a leaf), and the admin finds the ticket pending in
// that queue and accepts it, seeing what the bot said in the history.
//
// The queue's hours are set to exclude the present moment on the company's wall clock, whatever the day:
// the bot must then send the queue's out-of-hours notice exactly once, when the customer enters the queue,
// and still route the ticket (§10 Bot flow). That proves the hours saved in the modal reach the bot.

interface Queue {
  id: number;
  name: string;
  color: string;
  schedules: { weekdayEn: string; startTime: string; endTime: string }[];
}
interface Connection {
  id: number;
  name: string;
  status: string;
}
interface Setting {
  key: string;
  value: string;
}
interface OutboxItem {
  body: string;
}

/** Palette colours (spec §5) of the two queues; colours are unique per company. */
const [financeColor, supportColor] = ['#B80000', '#DB3E00'];
const WEEKDAYS = ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo'];
const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const CONNECTION_GREETING = 'Olá! Bem-vindo à Loja E2E. Escolha um setor:';
const QUEUE_GREETING = 'Você está no Financeiro. Como podemos ajudar?';
const OUT_OF_HOURS = 'O Financeiro atende em outro horário; sua mensagem ficará registrada.';
const BOLETOS_MESSAGE = 'Sobre boletos, escolha:';
const SEGUNDA_VIA_MESSAGE = 'Como prefere receber a 2ª via?';
const LEAF_MESSAGE = 'Enviamos a 2ª via para o seu e-mail cadastrado.';

/** One line of a bot menu (§10 Bot flow). */
const line = (key: string | number, label: string) => `*[ ${key} ]* - ${label}`;
const menu = (intro: string, lines: string[]) => `${intro}\n\n${lines.join('\n')}`;

/** 'HH:mm' on the wall clock of a time zone, `hoursAhead` from now. */
function wallTime(timeZone: string, hoursAhead: number): string {
  const at = new Date(Date.now() + hoursAhead * 3_600_000);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

async function waitForStatus(admin: ApiSession, id: number, status: string) {
  await expect.poll(async () => (await admin.get<Connection[]>('/whatsapp/?session=0')).find((c) => c.id === id)?.status).toBe(status);
}

/** Types a time into an HH:mm masked field, key by key as a person does. */
async function typeTime(page: Page, day: string, label: string, time: string) {
  const field = page.getByRole('group', { name: day }).getByLabel(label);
  await field.fill('');
  await field.pressSequentially(time.replace(':', ''));
  await expect(field).toHaveValue(time);
}

/** Adds an option through the editor's inline form: at the top level, or under `parentTitle`. */
async function addOption(page: Page, parentTitle: string | null, title: string, message: string, listed: string) {
  const dialog = page.getByRole('dialog', { name: 'Editar fila' });
  const editor = dialog.getByRole('region', { name: 'Opções' });
  if (parentTitle) await editor.getByRole('button', { name: `Adicionar sub-opção em ${parentTitle}` }).click();
  else await editor.getByRole('button', { name: 'Adicionar opção' }).click();
  const form = editor.getByRole('group', { name: 'Nova opção' });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Mensagem').fill(message);
  await form.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(form).toHaveCount(0);
  // Each option shows the numbers the customer types to reach it ('1.1.1').
  await expect(editor.getByRole('listitem', { name: listed, exact: true })).toBeVisible();
}

test('an admin builds a queue with an option tree and hours, a sandbox customer walks the bot menu and the ticket waits in the queue', async ({
  page,
  tenant,
}) => {
  test.setTimeout(360_000);
  const suffix = uniqueSuffix();
  const admin = tenant.api;
  const settings = await admin.get<Setting[]>('/settings');
  const timeZone = settings.find((s) => s.key === 'timezone')?.value || DEFAULT_TIME_ZONE;
  const financeName = 'Financeiro';
  const customer = { number: `55119${String(Date.now()).slice(-8)}`, name: `Cliente Bot ${suffix}` };
  // Open two to four hours from now, every day: closed now, and for the whole run, on the company's clock.
  const opens = wallTime(timeZone, 2);
  const closes = wallTime(timeZone, 4);

  // The queue modal offers 'Horários de Atendimento' only while the company keeps hours per queue.
  await admin.send('PUT', '/settings/scheduleType', { value: 'queue' });
  const support = await admin.send<Queue>('POST', '/queue', { name: 'Suporte', color: supportColor, orderQueue: 1, greetingMessage: 'Suporte' });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, tenant.admin);
  await page.goto('/queues');
  await expect(page.getByRole('heading', { name: 'Filas & Chatbot' })).toBeVisible();

  // 1. Add the queue: name, a palette colour, its place in the menu, greeting and out-of-hours message.
  await page.getByRole('button', { name: 'Adicionar fila' }).click();
  const addModal = page.getByRole('dialog', { name: 'Adicionar fila' });
  await expect(addModal.getByText('Salve a fila para adicionar opções ao menu do chatbot.')).toBeVisible();
  await addModal.getByLabel('Nome', { exact: true }).fill(financeName);
  await addModal.getByLabel('Cor', { exact: true }).click();
  await page.getByRole('radiogroup', { name: 'Paleta de cores' }).getByRole('radio', { name: financeColor }).click();
  await expect(addModal.getByLabel('Cor', { exact: true })).toHaveValue(financeColor);
  await addModal.getByLabel('Ordem da fila (Bot)').fill('2');
  await addModal.getByLabel('Mensagem de saudação').fill(QUEUE_GREETING);
  await addModal.getByLabel('Mensagem de fora de expediente').fill(OUT_OF_HOURS);
  await addModal.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Queue saved successfully')).toBeVisible();
  await expect(addModal).toBeHidden();
  const finance = (await admin.get<Queue[]>('/queue')).find((q) => q.name === financeName);
  expect(finance, 'the queue saved from the modal').toBeDefined();
  const financeRow = page.getByRole('row').filter({ hasText: financeName });
  await expect(financeRow).toContainText(QUEUE_GREETING);

  // Reopen it: the option tree (saved option by option) and the queue's own hours.
  await financeRow.getByRole('button', { name: `Editar ${financeName}` }).click();
  const editModal = page.getByRole('dialog', { name: 'Editar fila' });
  await expect(editModal.getByLabel('Nome', { exact: true })).toHaveValue(financeName);
  await addOption(page, null, 'Boletos', BOLETOS_MESSAGE, '1 - Boletos');
  await addOption(page, null, 'Notas fiscais', 'As notas fiscais seguem por e-mail em até 24 horas.', '2 - Notas fiscais');
  await addOption(page, 'Boletos', '2ª via', SEGUNDA_VIA_MESSAGE, '1.1 - 2ª via');
  await addOption(page, '2ª via', 'Por e-mail', LEAF_MESSAGE, '1.1.1 - Por e-mail');

  await editModal.getByRole('tab', { name: 'Horários de Atendimento' }).click();
  await expect(editModal.getByText('Clique em salvar para registar as alterações')).toBeVisible();
  for (const day of WEEKDAYS) {
    await typeTime(page, day, 'Hora de início', opens);
    await typeTime(page, day, 'Hora de término', closes);
  }
  await editModal.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Queue saved successfully').first()).toBeVisible();
  await expect(editModal).toBeHidden();
  const saved = await admin.get<Queue>(`/queue/${finance?.id}`);
  expect(saved.schedules).toHaveLength(7);
  for (const entry of saved.schedules) expect(entry).toMatchObject({ startTime: opens, endTime: closes });

  // 2. A sandbox connection serving both queues (a greeting is required with more than one), scanned.
  const connection = await admin.send<Connection>('POST', '/whatsapp', {
    name: 'Loja',
    provider: 'sandbox',
    queueIds: [support.id, finance?.id],
    greetingMessage: CONNECTION_GREETING,
  });
  await waitForStatus(admin, connection.id, 'qrcode');
  await admin.send('POST', `/sandbox/${connection.id}/scan`, {});
  await waitForStatus(admin, connection.id, 'CONNECTED');

  // 3. The customer walks the menu; each reply must bring exactly the bot's next answers.
  let answered = 0;
  const say = async (body: string, expected: string[]) => {
    await admin.send('POST', `/sandbox/${connection.id}/inbound`, { from: customer.number, name: customer.name, body });
    await expect
      .poll(async () => (await admin.get<OutboxItem[]>(`/sandbox/${connection.id}/outbox?to=${customer.number}`)).map((m) => m.body).slice(answered), {
        message: `the bot's answer to '${body}'`,
      })
      .toEqual(expected);
    answered += expected.length;
  };
  const boletosMenu = menu(BOLETOS_MESSAGE, [line(1, '2ª via'), line(0, 'Voltar'), line('#', 'Menu inicial')]);
  const segundaViaMenu = menu(SEGUNDA_VIA_MESSAGE, [line(1, 'Por e-mail'), line(0, 'Voltar'), line('#', 'Menu inicial')]);

  await say('Olá, preciso de ajuda', [menu(CONNECTION_GREETING, [line(1, support.name), line(2, financeName)])]);
  // Entering the queue outside its hours: the notice once, then the queue's greeting and its options.
  await say('2', [OUT_OF_HOURS, menu(QUEUE_GREETING, [line(1, 'Boletos'), line(2, 'Notas fiscais'), line(0, 'Voltar')])]);
  await say('1', [boletosMenu]);
  await say('1', [segundaViaMenu]);
  await say('0', [boletosMenu]);
  await say('1', [segundaViaMenu]);
  await say('1', [LEAF_MESSAGE]);

  // The ticket waits in the Financeiro queue; the admin accepts it and sees what the bot said.
  await page.goto('/tickets');
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  const pending = page.getByRole('listitem').filter({ hasText: customer.name });
  await expect(pending).toBeVisible();
  await expect(pending).toContainText(financeName);
  await pending.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  const history = page.getByRole('log', { name: 'Mensagens' });
  await expect(history.getByText(LEAF_MESSAGE)).toBeVisible();
  await expect(history.getByText(OUT_OF_HOURS)).toHaveCount(1);
  await expect(history.getByText(CONNECTION_GREETING)).toBeVisible();
  await expect(history.getByText(QUEUE_GREETING)).toBeVisible();
  await expect(history.getByText(SEGUNDA_VIA_MESSAGE)).toHaveCount(2);
});
