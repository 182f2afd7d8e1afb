import { ACCOUNT_MESSAGES } from '../../contract/messages';
import { adminUsersRepo } from '../lib/db/admin-users-repo';
import { ADMIN, call, createAdmin, eventBody, loginToken, stepUp, steppedUpToken, useStore } from '../test/harness';

useStore();

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
});
// Adding and removing admins are among the riskiest actions: each case's session has just confirmed who it is.
beforeEach(() => stepUp(token));

const idOf = async (username: string) => (await adminUsersRepo.get(username))!.id;

describe('admin accounts', () => {
  it('adds an admin who must change the first password before doing anything else, and that ends their other sessions', async () => {
    const created = await call('POST', '/api/admin/admins', { token, body: { username: 'Ada', password: 'first-password' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: ACCOUNT_MESSAGES.created });

    const list = await call('GET', '/api/admin/admins', { token });
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'admin', isYou: true }),
        expect.objectContaining({ username: 'ada', isYou: false, mustChangePassword: true, createdBy: 'admin' }),
      ]),
    );
    expect(JSON.stringify(list.body)).not.toContain('passwordHash');

    const first = await call('POST', '/api/admin/login', { body: { username: 'ada', password: 'first-password' } });
    expect(first.body).toMatchObject({ success: true, mustChangePassword: true });
    const older = await loginToken('ada', 'first-password');
    // A first-password session may not use the admin...
    const refused = await call('GET', '/api/admin/events', { token: first.body.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.mustChangePassword);

    // ...until it sets a new password, checked against the current one.
    const wrong = await call('POST', '/api/admin/account/password', {
      token: first.body.token,
      body: { currentPassword: 'not it', newPassword: 'ada-own-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: ACCOUNT_MESSAGES.wrongPassword });
    const short = await call('POST', '/api/admin/account/password', { token: first.body.token, body: { currentPassword: 'first-password', newPassword: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.errors.newPassword).toBe('Use at least 8 characters');

    const changed = await call('POST', '/api/admin/account/password', {
      token: first.body.token,
      body: { currentPassword: 'first-password', newPassword: 'ada-own-password' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect((await call('GET', '/api/admin/events', { token: first.body.token })).status).toBe(200);
    // The other session, opened with the old password, is refused.
    expect((await call('GET', '/api/admin/events', { token: older })).status).toBe(401);
    expect((await call('POST', '/api/admin/login', { body: { username: 'ada', password: 'first-password' } })).status).toBe(401);
    const again = await call('POST', '/api/admin/login', { body: { username: 'ada', password: 'ada-own-password' } });
    expect(again.body.mustChangePassword).toBeUndefined();
  });

  it('refuses a taken username, a bad username and a short password with clear messages', async () => {
    const taken = await call('POST', '/api/admin/admins', { token, body: { username: ' ADMIN ', password: 'long enough' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(ACCOUNT_MESSAGES.exists);
    const bad = await call('POST', '/api/admin/admins', { token, body: { username: 'no spaces allowed', password: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ username: expect.stringMatching(/letters, digits/), password: 'Use at least 8 characters' });
  });

  it('removes another admin and ends their sessions; never the last admin', async () => {
    await createAdmin('temp', 'temp-password');
    const theirs = await loginToken('temp', 'temp-password');
    const removed = await call('DELETE', `/api/admin/admins/${await idOf('temp')}`, { token });
    expect(removed.status).toBe(200);
    expect((await call('GET', '/api/admin/events', { token: theirs })).status).toBe(401);
    expect((await call('DELETE', `/api/admin/admins/${await idOf('ada')}`, { token })).status).toBe(200);

    // Now "admin" is the only one: removing it is refused.
    const last = await call('DELETE', `/api/admin/admins/${await idOf('admin')}`, { token });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(ACCOUNT_MESSAGES.lastAdmin);
    expect(await adminUsersRepo.get('admin')).not.toBeNull();
    expect((await call('DELETE', '/api/admin/admins/no-such-id', { token })).status).toBe(404);
  });

  it('two admins removing each other at once leave one admin', async () => {
    await createAdmin('left', 'left-password');
    await createAdmin('right', 'right-password');
    const [leftToken, rightToken] = [await steppedUpToken('left', 'left-password'), await steppedUpToken('right', 'right-password')];
    const [leftId, rightId, adminId] = [await idOf('left'), await idOf('right'), await idOf('admin')];
    // Three admins: each removes the two others, all at once.
    const answers = await Promise.all([
      call('DELETE', `/api/admin/admins/${rightId}`, { token: leftToken }),
      call('DELETE', `/api/admin/admins/${adminId}`, { token: leftToken }),
      call('DELETE', `/api/admin/admins/${leftId}`, { token: rightToken }),
      call('DELETE', `/api/admin/admins/${adminId}`, { token: rightToken }),
      call('DELETE', `/api/admin/admins/${leftId}`, { token }),
      call('DELETE', `/api/admin/admins/${rightId}`, { token }),
    ]);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect((await adminUsersRepo.list()).length).toBeGreaterThanOrEqual(1);
    // Put things back for the next cases.
    for (const name of ['admin']) if (!(await adminUsersRepo.get(name))) await createAdmin();
    token = await steppedUpToken();
  });

  it('lists my sessions with where they came from, and signs out everywhere', async () => {
    const other = await loginToken();
    const sessions = await call('GET', '/api/admin/account/sessions', { token });
    expect(sessions.status).toBe(200);
    expect(sessions.body.data.length).toBeGreaterThanOrEqual(2);
    expect(sessions.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions.body.data[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'jest', createdAt: expect.any(String) });

    const everywhere = await call('POST', '/api/admin/account/sessions/end', { token });
    expect(everywhere.status).toBe(200);
    expect((await call('GET', '/api/admin/events', { token: other })).status).toBe(401);
    expect((await call('GET', '/api/admin/events', { token })).status).toBe(401);
    token = await steppedUpToken(ADMIN.username, ADMIN.password);
  });
});

describe('audit log', () => {
  it('records every admin write (who, what, when), never a password, and lists the newest first', async () => {
    const created = await call('POST', '/api/admin/admins', { token, body: { username: 'audited', password: 'secret-first-pass' } });
    await call('DELETE', `/api/admin/admins/${created.body.id}`, { token });
    await call('DELETE', '/api/admin/admins/nothing-here', { token }); // refused: not a change

    const audit = await call('GET', '/api/admin/audit', { token });
    expect(audit.status).toBe(200);
    const [removal, creation] = audit.body.data;
    expect(removal).toMatchObject({ username: 'admin', route: 'DELETE /api/admin/admins/{id}', targetId: created.body.id, summary: 'Admin removed: audited' });
    expect(creation).toMatchObject({ username: 'admin', route: 'POST /api/admin/admins', targetId: created.body.id, summary: ACCOUNT_MESSAGES.created });
    expect(Date.parse(creation.at)).toBeLessThanOrEqual(Date.parse(removal.at));
    expect(JSON.stringify(audit.body)).not.toContain('secret-first-pass');
    expect(audit.body.data.some((e: { targetId?: string }) => e.targetId === 'nothing-here')).toBe(false);
  });

  it('covers content writes too, through the one wrapper', async () => {
    const created = await call('POST', '/api/admin/events', { token, body: eventBody() });
    const [latest] = (await call('GET', '/api/admin/audit', { token })).body.data;
    expect(latest).toMatchObject({ route: 'POST /api/admin/events', targetId: created.body.id, summary: 'Event created successfully' });
  });
});
