import { describe, expect, it } from 'vitest';
import { api, bearer, freshIp } from '../../test/http.js';
import { createTenant, TEST_PASSWORD } from '../../test/factories.js';

describe('credential settings (asaas token)', () => {
  it('reach admins but never plain users: settings list, login payload and company', async () => {
    const { company, admin, agent } = await createTenant();
    await api().put('/settings/asaas').set(bearer(admin.token)).send({ value: 'secret-gateway-token' }).expect(200);

    const adminList = await api().get('/settings').set(bearer(admin.token));
    expect(adminList.body).toContainEqual({ key: 'asaas', value: 'secret-gateway-token' });

    const agentList = await api().get('/settings').set(bearer(agent.token));
    expect(agentList.body.map((s: { key: string }) => s.key)).not.toContain('asaas');

    const agentLogin = await api().post('/auth/login').set('X-Forwarded-For', freshIp()).send({ email: agent.user.email, password: TEST_PASSWORD });
    expect(JSON.stringify(agentLogin.body)).not.toContain('secret-gateway-token');

    const agentCompany = await api().get(`/companies/${company.id}`).set(bearer(agent.token));
    expect(agentCompany.status).toBe(200);
    expect(JSON.stringify(agentCompany.body)).not.toContain('secret-gateway-token');
    const adminCompany = await api().get(`/companies/${company.id}`).set(bearer(admin.token));
    expect(JSON.stringify(adminCompany.body)).toContain('secret-gateway-token');
  });
});
