import { call, createAdmin, loginToken, useStore } from '../test/harness';

useStore();

let token: string;
beforeAll(async () => {
  process.env.PROVIDER_EMAIL = 'deployed@harmony.example';
  await createAdmin();
  token = await loginToken();
});

const PATH = '/api/admin/settings/notifications';

describe('GET/PUT /api/admin/settings/notifications', () => {
  it('shows the deployment default until the admin saves an address, then keeps what was saved', async () => {
    expect((await call('GET', PATH, { token })).body).toEqual({ digest: false, defaultProviderEmail: 'deployed@harmony.example' });
    const saved = await call('PUT', PATH, { token, body: { providerEmail: ' owner@harmony.example ', digest: true } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ providerEmail: 'owner@harmony.example', digest: true, defaultProviderEmail: 'deployed@harmony.example' });
    expect((await call('GET', PATH, { token })).body).toEqual(saved.body);
    // An empty address goes back to the default.
    expect((await call('PUT', PATH, { token, body: { providerEmail: '', digest: false } })).body).toEqual({ digest: false, defaultProviderEmail: 'deployed@harmony.example' });
  });

  it('refuses a bad address with the form message and keeps the saved settings', async () => {
    await call('PUT', PATH, { token, body: { providerEmail: 'owner@harmony.example', digest: true } });
    const answer = await call('PUT', PATH, { token, body: { providerEmail: 'not an address', digest: false } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ providerEmail: 'Please enter a valid email address' });
    expect((await call('GET', PATH, { token })).body).toMatchObject({ providerEmail: 'owner@harmony.example', digest: true });
  });

  it('is for admins only', async () => {
    expect((await call('GET', PATH)).status).toBe(401);
    expect((await call('PUT', PATH, { body: { digest: true } })).status).toBe(401);
  });
});
