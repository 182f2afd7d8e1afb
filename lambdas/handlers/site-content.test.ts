import { DEFAULT_SITE_CONTENT } from '../../contract/default-site-content';
import { CONTENT_MESSAGES } from '../../contract/messages';
import { call, createAdmin, loginToken, useStore } from '../test/harness';

useStore();

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
});

const services = (price: number) => DEFAULT_SITE_CONTENT.services.map((s, i) => (i === 0 ? { ...s, price } : s));
const save = (expectedVersion: number, data: unknown, section = 'services') =>
  call('PUT', '/api/admin/content', { token, body: { section, expectedVersion, data } });

describe('site content routes', () => {
  it('shows the built-in texts until a section is first saved, at version 0', async () => {
    expect((await call('GET', '/api/content')).body).toEqual({ content: DEFAULT_SITE_CONTENT });
    const admin = await call('GET', '/api/admin/content', { token });
    expect(admin.body.sections.services).toEqual({ version: 0, data: DEFAULT_SITE_CONTENT.services });
  });

  it('saves a new version, keeps the previous one with who changed what, and the public route shows it', async () => {
    const first = await save(0, services(30000));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: CONTENT_MESSAGES.saved, version: 1 });
    const second = await save(1, services(32000));
    expect(second.body.version).toBe(2);

    expect((await call('GET', '/api/content')).body.content.services[0].price).toBe(32000);
    const versions = (await call('GET', '/api/admin/content/services/versions', { token })).body.versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ updatedBy: 'admin', changes: ['Music Education › price: 30000 → 32000'] });
    expect(versions[1].data[0].price).toBe(30000);
    expect(versions[0].updatedAt).toEqual(expect.any(String));
  });

  it('refuses a save from a stale version with 409 and a clear message, writing nothing', async () => {
    const stale = await save(1, services(99000));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONTENT_MESSAGES.conflict);
    expect((await call('GET', '/api/content')).body.content.services[0].price).toBe(32000);
  });

  it('of concurrent saves from the same version exactly one wins', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => save(2, services(40000 + n))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const versions = (await call('GET', '/api/admin/content/services/versions', { token })).body.versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    const winner = answers.findIndex((a) => a.status === 200);
    expect((await call('GET', '/api/content')).body.content.services[0].price).toBe(40001 + winner);
  });

  it('reverts by saving an old version again as a new one', async () => {
    const answer = await call('POST', '/api/admin/content/services/revert', { token, body: { version: 1, expectedVersion: 3 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: CONTENT_MESSAGES.reverted, version: 4 });
    expect((await call('GET', '/api/content')).body.content.services[0].price).toBe(30000);
    const [latest] = (await call('GET', '/api/admin/content/services/versions', { token })).body.versions;
    expect(latest).toMatchObject({ version: 4, revertedFrom: 1 });
    expect((await call('POST', '/api/admin/content/services/revert', { token, body: { version: 99, expectedVersion: 4 } })).status).toBe(404);
    expect((await call('POST', '/api/admin/content/services/revert', { token, body: { version: 1, expectedVersion: 3 } })).status).toBe(409);
  });

  it('answers bad input with field errors and stores nothing', async () => {
    const words = await save(4, services('fifteen thousand' as never));
    expect(words.status).toBe(400);
    expect(words.body.errors).toEqual({ 'data.0.price': CONTENT_MESSAGES.price });
    expect((await save(4, services(-5))).body.errors).toEqual({ 'data.0.price': CONTENT_MESSAGES.price });
    expect((await save(4, services(1.5))).body.errors).toEqual({ 'data.0.price': CONTENT_MESSAGES.price });
    const badContact = await save(0, { ...DEFAULT_SITE_CONTENT.contact, emails: ['nope'] }, 'contact');
    expect(badContact.body.errors).toEqual({ 'data.emails.0': 'Please enter a valid email address' });
    expect((await save(0, [], 'nonsense')).status).toBe(400);
    expect((await call('GET', '/api/admin/content/nonsense/versions', { token })).status).toBe(404);
    expect((await call('GET', '/api/admin/content/services/versions', { token })).body.versions).toHaveLength(4);
  });

  it('accepts a resource with a file and one without', async () => {
    const resources = DEFAULT_SITE_CONTENT.resources.map((r, i) =>
      i === 0 ? { ...r, file: { url: 'https://cdn.example/handbook.pdf', name: 'handbook.pdf', size: 2400000, contentType: 'application/pdf' } } : r,
    );
    expect((await save(0, resources, 'resources')).status).toBe(200);
    const shown = (await call('GET', '/api/content')).body.content.resources;
    expect(shown[0].file).toEqual({ url: 'https://cdn.example/handbook.pdf', name: 'handbook.pdf', size: 2400000, contentType: 'application/pdf' });
    expect(shown[1].file).toBeUndefined();
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/content')).status).toBe(401);
    expect((await call('PUT', '/api/admin/content', { body: { section: 'faq', expectedVersion: 0, data: [] } })).status).toBe(401);
    expect((await call('GET', '/api/admin/content/faq/versions')).status).toBe(401);
  });
});
