import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import {
  campaignSchema,
  campaignSettingListSchema,
  campaignsPageSchema,
  contactListItemSchema,
  contactListImportResultSchema,
  contactListItemsPageSchema,
  contactListSchema,
  contactListsPageSchema,
  fileListSchema,
  fileListsPageSchema,
} from '@zapdesk/shared';
import { ContactListItem, Plan, Tag, TicketTag } from '../../models/index.js';
import { expectDto } from '../../test/expect-dto.js';
import { api, bearer } from '../../test/http.js';
import { createContact, createTicketRow } from '../tickets/ticket-factories.test-kit.js';
import { campaignCast, fromNow, makeList } from './campaigns.test-kit.js';

// The campaign area's routes: who may call them (401, 403 by role and plan), another company's records (404),
// bad input (400, never a 500) and the contract's shapes. Sending is campaigns.dispatch.test.ts's.

const anonymousCalls = () => [
  api().get('/campaigns'),
  api().get('/campaigns/1'),
  api().post('/campaigns'),
  api().put('/campaigns/1'),
  api().delete('/campaigns/1'),
  api().post('/campaigns/1/cancel'),
  api().post('/campaigns/1/restart'),
  api().get('/campaigns/1/media'),
  api().post('/campaigns/1/media-upload'),
  api().delete('/campaigns/1/media-upload'),
  api().get('/campaign-settings'),
  api().post('/campaign-settings'),
  api().get('/contact-lists'),
  api().get('/contact-lists/list'),
  api().get('/contact-lists/example-spreadsheet'),
  api().get('/contact-lists/1'),
  api().post('/contact-lists'),
  api().put('/contact-lists/1'),
  api().delete('/contact-lists/1'),
  api().post('/contact-lists/1/upload'),
  api().post('/contact-lists/1/tag'),
  api().get('/contact-list-items'),
  api().get('/contact-list-items/1'),
  api().post('/contact-list-items'),
  api().put('/contact-list-items/1'),
  api().delete('/contact-list-items/1'),
  api().get('/files'),
  api().get('/files/1'),
  api().get('/files/1/options/1/media'),
  api().post('/files'),
  api().put('/files/1'),
  api().delete('/files/1'),
  api().post('/files/uploadList/1'),
];

const sheet = (rows: unknown[][], bookType: XLSX.BookType = 'xlsx') => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Plan1');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
};

describe('the campaign area', () => {
  it('answers 401 without a token on every route', async () => {
    for (const call of anonymousCalls()) expect((await call).status).toBe(401);
  });

  it('is for admins of plans with useCampaigns (403 ERR_NO_PERMISSION otherwise)', async () => {
    const cast = await campaignCast();
    expect((await api().get('/campaigns').set(bearer(cast.agent.token))).status).toBe(403);
    expect((await api().get('/contact-lists').set(bearer(cast.agent.token))).status).toBe(403);
    expect((await api().post('/files').set(bearer(cast.agent.token)).send({ name: 'Catálogo', message: 'Veja' })).status).toBe(403);
    await Plan.update({ useCampaigns: false }, { where: { id: cast.company.planId } });
    const off = await api().get('/campaigns').set(bearer(cast.admin.token));
    expect(off.status).toBe(403);
    expect(off.body.error).toBe('ERR_NO_PERMISSION');
    expect((await api().get('/campaign-settings').set(bearer(cast.admin.token))).status).toBe(403);
  });

  it("keeps to the plan's campaigns limit, counting campaigns not yet over", async () => {
    const cast = await campaignCast({ plan: { campaigns: 1 } });
    const first = await api().post('/campaigns').set(bearer(cast.admin.token)).send({ name: 'Primeira' });
    expect(first.status).toBe(201);
    const second = await api().post('/campaigns').set(bearer(cast.admin.token)).send({ name: 'Segunda' });
    expect(second.status).toBe(403);
    expect(second.body.error).toBe('ERR_PLAN_LIMIT_REACHED');
  });

  it("answers 404 for another company's campaign, list, item and file list", async () => {
    const mine = await campaignCast();
    const other = await campaignCast();
    const list = await makeList(other.company, 1);
    const [item] = await ContactListItem.findAll({ where: { companyId: other.company.id, contactListId: list.id } });
    const campaign = await api().post('/campaigns').set(bearer(other.admin.token)).send({ name: 'Deles' });
    const files = await api().post('/files').set(bearer(other.admin.token)).send({ name: 'Catálogo', message: 'Veja' });
    const token = bearer(mine.admin.token);
    for (const res of [
      await api().get(`/campaigns/${campaign.body.id}`).set(token),
      await api().put(`/campaigns/${campaign.body.id}`).set(token).send({ name: 'Nossa' }),
      await api().delete(`/campaigns/${campaign.body.id}`).set(token),
      await api().get(`/contact-lists/${list.id}`).set(token),
      await api().get(`/contact-list-items?contactListId=${list.id}`).set(token),
      await api().put(`/contact-list-items/${item.id}`).set(token).send({ name: 'Nome' }),
      await api().get(`/files/${files.body.id}`).set(token),
      await api().post('/campaigns').set(token).send({ name: 'Com lista alheia', contactListId: list.id }),
    ])
      expect(res.status).toBe(404);
  });

  it("creates INATIVA without a schedule, PROGRAMADA with one (when ready), and keeps §4's editability", async () => {
    const cast = await campaignCast();
    const list = await makeList(cast.company, 2);
    const token = bearer(cast.admin.token);
    const draft = await api().post('/campaigns').set(token).send({ name: 'Rascunho', message1: 'Oi {nome}', scheduledAt: '' });
    expectDto(campaignSchema, draft.body);
    expect(draft.body).toMatchObject({
      status: 'INATIVA',
      scheduledAt: null,
      message1: 'Oi {nome}',
      message2: '',
      confirmation: false,
      report: { validContacts: 0 },
    });
    const notReady = await api().put(`/campaigns/${draft.body.id}`).set(token).send({ scheduledAt: '2099-01-01 10:00:00' });
    expect(notReady.status).toBe(400);
    expect(notReady.body.field).toBe('whatsappId');
    const scheduled = await api()
      .put(`/campaigns/${draft.body.id}`)
      .set(token)
      .send({ whatsappId: cast.connection.id, contactListId: list.id, scheduledAt: '2099-01-01 10:00:00' });
    expectDto(campaignSchema, scheduled.body);
    // The dialog's wall-clock time is the company's (America/Sao_Paulo, UTC-3).
    expect(scheduled.body).toMatchObject({
      status: 'PROGRAMADA',
      scheduledAt: '2099-01-01T13:00:00.000Z',
      contactList: { id: list.id, name: 'Clientes' },
      whatsapp: { id: cast.connection.id, name: 'Campanhas' },
    });
    const soon = await api()
      .post('/campaigns')
      .set(token)
      .send({ name: 'Logo', message1: 'Oi', whatsappId: cast.connection.id, contactListId: list.id, scheduledAt: fromNow(30 * 60_000) });
    const locked = await api().put(`/campaigns/${soon.body.id}`).set(token).send({ name: 'Outro nome' });
    expect(locked.status).toBe(409);
    const cancelled = await api().post(`/campaigns/${soon.body.id}/cancel`).set(token);
    expectDto(campaignSchema, cancelled.body);
    expect(cancelled.body.status).toBe('CANCELADA');
    expect((await api().put(`/campaigns/${soon.body.id}`).set(token).send({ message2: 'Olá de novo' })).body.message2).toBe('Olá de novo');
    expect((await api().put(`/campaigns/${soon.body.id}`).set(token).send({ name: 'Outro nome' })).status).toBe(409);
    expect((await api().post(`/campaigns/${draft.body.id}/restart`).set(token)).status).toBe(409);
    const page = await api().get('/campaigns?searchParam=logo').set(token);
    expectDto(campaignsPageSchema, page.body);
    expect(page.body).toMatchObject({ records: [{ id: soon.body.id }], hasMore: false });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cast = await campaignCast();
    const token = bearer(cast.admin.token);
    expect((await api().post('/campaigns').set(token).send({ name: 'x' })).body).toMatchObject({ error: 'ERR_VALIDATION', field: 'name' });
    expect((await api().post('/campaigns').set(token).send({ name: 'Boa', scheduledAt: 'amanhã' })).body.field).toBe('scheduledAt');
    expect(
      (
        await api()
          .post('/campaigns')
          .set(token)
          .send({ name: 'Boa', message1: ['lista'] })
      ).status,
    ).toBe(400);
    expect(
      (
        await api()
          .post('/campaign-settings')
          .set(token)
          .send({ settings: { messageInterval: 7 } })
      ).body.field,
    ).toContain('messageInterval');
    expect((await api().post('/contact-lists').set(token).send({ name: 'A' })).body.field).toBe('name');
  });

  it('saves the campaign settings (§9 defaults until then)', async () => {
    const cast = await campaignCast();
    const token = bearer(cast.admin.token);
    expect((await api().get('/campaign-settings').set(token)).body).toEqual([
      { key: 'messageInterval', value: 20 },
      { key: 'longerIntervalAfter', value: 20 },
      { key: 'greaterInterval', value: 60 },
      { key: 'variables', value: [] },
    ]);
    const saved = await api()
      .post('/campaign-settings')
      .set(token)
      .send({ settings: { messageInterval: 5, variables: [{ key: 'cupom', value: 'ABC' }] } });
    expectDto(campaignSettingListSchema, saved.body);
    expect(saved.body).toContainEqual({ key: 'messageInterval', value: 5 });
    expect(saved.body).toContainEqual({ key: 'variables', value: [{ key: 'cupom', value: 'ABC' }] });
  });
});

describe('contact lists', () => {
  it('imports .xlsx and .csv with any header case, reports bad rows by line and updates numbers already listed', async () => {
    const cast = await campaignCast();
    const token = bearer(cast.admin.token);
    const list = await api().post('/contact-lists').set(token).send({ name: 'Importada' });
    expectDto(contactListSchema, list.body);
    const xlsx = sheet([
      ['NOME', 'Numero', 'E-mail'],
      ['Maria', 5511999998888, 'maria@exemplo.com'],
      ['Sem número', '', ''],
      ['João', '(21) 98888-7777', 'não é e-mail'],
    ]);
    const first = await api().post(`/contact-lists/${list.body.id}/upload`).set(token).attach('file', xlsx, 'lista.xlsx');
    expectDto(contactListImportResultSchema, first.body);
    expect(first.body).toEqual({
      created: 1,
      updated: 0,
      errors: [
        { line: 3, message: 'number: Required' },
        { line: 4, message: 'email: Invalid email' },
      ],
    });
    const csv = Buffer.from('name;number;email\nMaria Souza;5511999998888;\nJoão;5521988887777;joao@exemplo.com\n');
    const second = await api().post(`/contact-lists/${list.body.id}/upload`).set(token).attach('file', csv, 'lista.csv');
    expectDto(contactListImportResultSchema, second.body);
    expect(second.body).toEqual({ created: 1, updated: 1, errors: [] });
    const items = await api().get(`/contact-list-items?contactListId=${list.body.id}`).set(token);
    expectDto(contactListItemsPageSchema, items.body);
    expect(items.body.contacts.map((c: { name: string; number: string; isWhatsappValid: null }) => [c.name, c.number, c.isWhatsappValid])).toEqual([
      ['João', '5521988887777', null],
      ['Maria Souza', '5511999998888', null],
    ]);
    expect((await api().get(`/contact-lists/${list.body.id}`).set(token)).body.contactsCount).toBe(2);
    expectDto(contactListsPageSchema, (await api().get('/contact-lists').set(token)).body);
  });

  it('refuses a file that is not a spreadsheet, one without a number column and one over 5 MB with a 400 (never a 500)', async () => {
    const cast = await campaignCast();
    const token = bearer(cast.admin.token);
    const list = await api().post('/contact-lists').set(token).send({ name: 'Importada' });
    const upload = (file: Buffer, name: string) => api().post(`/contact-lists/${list.body.id}/upload`).set(token).attach('file', file, name);
    expect((await upload(Buffer.from('%PDF-1.4 nada'), 'lista.pdf')).body.field).toBe('file');
    expect(
      (
        await upload(
          sheet([
            ['a', 'b'],
            [1, 2],
          ]),
          'lista.xlsx',
        )
      ).body,
    ).toMatchObject({ error: 'ERR_VALIDATION', field: 'file' });
    expect((await upload(Buffer.alloc(6 * 1024 * 1024, 65), 'lista.csv')).status).toBe(400);
    expect((await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'lista.xlsx')).status).toBe(400);
  });

  it('downloads the example spreadsheet, which imports as it is', async () => {
    const cast = await campaignCast();
    const token = bearer(cast.admin.token);
    const example = await api()
      .get('/contact-lists/example-spreadsheet')
      .set(token)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(example.headers['content-type']).toContain('spreadsheetml');
    const list = await api().post('/contact-lists').set(token).send({ name: 'Exemplo' });
    const imported = await api()
      .post(`/contact-lists/${list.body.id}/upload`)
      .set(token)
      .attach('file', example.body as Buffer, 'exemplo.xlsx');
    expect(imported.body).toEqual({ created: 2, updated: 0, errors: [] });
  });

  it("adds every contact of a tag (the spec's tag list), groups and contacts of other tags left out", async () => {
    const cast = await campaignCast();
    const token = bearer(cast.admin.token);
    const tag = await Tag.create({ name: 'VIP', color: '#ff0000', companyId: cast.company.id });
    const tagged = await createContact(cast.company, { name: 'Ana', number: '5511911112222' });
    await TicketTag.create({ ticketId: (await createTicketRow(cast.company, { contact: tagged })).id, tagId: tag.id });
    await createTicketRow(cast.company, { contact: await createContact(cast.company, { name: 'Bia', number: '5511933334444' }) });
    const list = await api().post('/contact-lists').set(token).send({ name: 'VIPs' });
    const added = await api().post(`/contact-lists/${list.body.id}/tag`).set(token).send({ tagId: tag.id });
    expectDto(contactListImportResultSchema, added.body);
    expect(added.body).toEqual({ created: 1, updated: 0, errors: [] });
    expect((await api().get(`/contact-list-items?contactListId=${list.body.id}`).set(token)).body.contacts.map((c: { number: string }) => c.number)).toEqual([
      '5511911112222',
    ]);
    const foreign = await campaignCast();
    const foreignTag = await Tag.create({ name: 'Deles', color: '#00ff00', companyId: foreign.company.id });
    expect((await api().post(`/contact-lists/${list.body.id}/tag`).set(token).send({ tagId: foreignTag.id })).status).toBe(404);
  });

  it('adds, edits and deletes one number; a duplicate is 400 ERR_DUPLICATED_CONTACT', async () => {
    const cast = await campaignCast();
    const token = bearer(cast.admin.token);
    const list = await api().post('/contact-lists').set(token).send({ name: 'Manual' });
    const item = await api()
      .post('/contact-list-items')
      .set(token)
      .send({ name: 'Carla', number: '+55 (11) 95555-6666', email: 'CARLA@exemplo.com', contactListId: list.body.id });
    expectDto(contactListItemSchema, item.body);
    expect(item.body).toMatchObject({ name: 'Carla', number: '5511955556666', email: 'carla@exemplo.com', isWhatsappValid: null });
    const again = await api().post('/contact-list-items').set(token).send({ name: 'Carla 2', number: '5511955556666', contactListId: list.body.id });
    expect(again.body.error).toBe('ERR_DUPLICATED_CONTACT');
    expect((await api().put(`/contact-list-items/${item.body.id}`).set(token).send({ name: 'Carla Dias' })).body.name).toBe('Carla Dias');
    expect((await api().delete(`/contact-list-items/${item.body.id}`).set(token)).status).toBe(200);
    expect((await api().get(`/contact-list-items/${item.body.id}`).set(token)).status).toBe(404);
  });
});

describe('file lists', () => {
  it('stores uploaded files under the company and serves them with authorisation only', async () => {
    const cast = await campaignCast();
    const token = bearer(cast.admin.token);
    const created = await api().post('/files').set(token).send({ name: 'Catálogo', message: 'Veja nossos produtos' });
    expectDto(fileListSchema, created.body);
    expect(created.body).toMatchObject({ name: 'Catálogo', message: 'Veja nossos produtos', options: [] });
    const pdf = Buffer.from('%PDF-1.4\n% catálogo\n');
    const uploaded = await api()
      .post(`/files/uploadList/${created.body.id}`)
      .set(token)
      .field('name', 'Tabela de preços')
      .field('typeArch', 'fileList')
      .attach('files', pdf, { filename: 'precos.pdf', contentType: 'application/pdf' });
    expectDto(fileListSchema, uploaded.body);
    expect(uploaded.body.options).toEqual([
      {
        id: expect.any(Number),
        name: 'Tabela de preços',
        path: 'precos.pdf',
        mediaType: 'application/pdf',
        file: expect.stringMatching(/^\/files\/\d+\/options\/\d+\/media$/),
      },
    ]);
    const served = await api().get(uploaded.body.options[0].file).set(bearer(cast.agent.token));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toContain('application/pdf');
    const other = await campaignCast();
    expect((await api().get(uploaded.body.options[0].file).set(bearer(other.admin.token))).status).toBe(404);
    const html = await api()
      .post(`/files/uploadList/${created.body.id}`)
      .set(token)
      .attach('files', Buffer.from('<script>'), { filename: 'x.html', contentType: 'text/html' });
    expect(html.body.field).toBe('files');
    const found = (await api().get('/files?searchParam=catá').set(bearer(cast.agent.token))).body;
    expectDto(fileListsPageSchema, found);
    expect(found).toMatchObject({ files: [{ id: created.body.id }], hasMore: false });
    expectDto(fileListSchema, (await api().get(`/files/${created.body.id}`).set(token)).body);
    expect((await api().delete(`/files/${created.body.id}`).set(token)).status).toBe(200);
  });
});
