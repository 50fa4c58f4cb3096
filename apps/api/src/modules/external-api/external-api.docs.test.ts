import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useOutboundAllowList } from '../../core/outbound-url.js';
import { api, bearer } from '../../test/http.js';
import { useWhatsappProcess } from '../../test/whatsapp-process.js';
import { apiTenant } from './external-api.test-kit.js';

// The OpenAPI document: valid OpenAPI 3.1 by a maintained validator, generated from the routes' own schemas,
// and every route it documents answers (none is a 404 of an unknown path, none a 500).
useWhatsappProcess();

describe('/api/docs', () => {
  it('serves a valid OpenAPI 3.1 document without a token', async () => {
    const res = await api().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // The request bodies are the validation schemas: the send body refuses odd keys and names the phone's pattern.
    const send = res.body.paths['/api/messages/send'].post.requestBody.content['application/json'].schema;
    expect(send).toMatchObject({ required: ['number'], additionalProperties: false, properties: { number: { pattern: '^[1-9]\\d{9,14}$' } } });
    expect(res.body.info.description).toContain('Migrating');
    expect(Object.keys(res.body.webhooks)).toEqual(expect.arrayContaining(['message.created', 'ticket.closed', 'connection.updated']));
  });

  it('serves the Swagger UI page from the installed package, pointed at this document', async () => {
    const redirect = await api().get('/api/docs/ui');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/api/docs/ui/');
    const page = await api().get('/api/docs/ui/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui-bundle.js');
    const bundle = await api().get('/api/docs/ui/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    const init = await api().get('/api/docs/ui/swagger-initializer.js');
    expect(init.text).toContain("new URL('../../docs', window.location.href)");
    expect(init.text).not.toContain('petstore');
  });

  it('has every documented route answering with one of its documented statuses', async () => {
    const doc = (await api().get('/api/docs')).body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const t = await apiTenant();
    useOutboundAllowList('127.0.0.1');
    try {
      const sent = await t.send({ number: '5511988881234', body: 'docs' });
      const hook = await api()
        .post('/webhooks')
        .set(bearer(t.admin.token))
        .send({ url: 'http://127.0.0.1:9/hook', events: ['message.created'] });
      const delivery = await api().post(`/webhooks/${hook.body.id}/test`).set(bearer(t.admin.token));
      const bodies: Record<string, object> = {
        'post /api/messages/send': { number: '5511988881234', body: 'docs again' },
        'post /webhooks': { url: 'http://127.0.0.1:9/other', events: ['ticket.created'] },
        'put /webhooks/{id}': { active: false },
      };
      const concrete = (path: string) =>
        path.replace('{id}', String(path.startsWith('/webhooks') ? hook.body.id : sent.body.id)).replace('{deliveryId}', delivery.body.id);
      // Deleting last, so the other calls still find the endpoint.
      const calls = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
      calls.sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
      for (const { path, method, op } of calls) {
        const auth = path.startsWith('/api/') ? bearer(t.token) : bearer(t.admin.token);
        const client = api() as unknown as Record<string, (url: string) => ReturnType<ReturnType<typeof api>['get']>>;
        const res = await client[method](concrete(path)).set(auth).send(bodies[`${method} ${path}`]);
        expect({ route: `${method} ${path}`, status: res.status, documented: Object.keys(op.responses).includes(String(res.status)) }).toEqual({
          route: `${method} ${path}`,
          status: res.status,
          documented: true,
        });
        expect(res.status).toBeLessThan(300);
      }
    } finally {
      useOutboundAllowList('');
    }
  });
});
