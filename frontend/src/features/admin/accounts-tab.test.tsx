import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ACCOUNT_MESSAGES } from '../../../../contract/messages';
import type { AdminAccount } from '../../../../contract/schemas';
import { TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { errorAnswer } from '../../test/msw/answers';
import { on, pathOf } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { here, renderAdmin, resetAdminTestState } from './admin-test-utils';
import { PASSWORDS_DIFFER } from './change-password-form';

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
});

/** Put text in a field as a paste: typing key by key is slow on a busy machine, and the keys are not under test. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const me: AdminAccount = { id: 'a-1', username: 'admin', createdAt: '2025-01-01T10:00:00.000Z', isYou: true };

describe('first password', () => {
  it('a session with a first password sees only the change screen; a mismatch keeps what was typed; then the dashboard', async () => {
    const api = serveAdminApi();
    const changes: unknown[] = [];
    server.use(
      on('admin-login', () => HttpResponse.json({ success: true, token: TOKEN, message: 'Login successful', mustChangePassword: true })),
      on('admin-change-password', async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json({ success: true, message: ACCOUNT_MESSAGES.passwordChanged });
      }),
    );
    window.localStorage.clear();
    renderAdmin('/admin-login');
    await fill(await screen.findByLabelText(/^Username/), 'ada');
    await fill(screen.getByLabelText(/^Password/), 'first-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const sentBefore = api.sent.length;

    await fill(screen.getByLabelText(/^Current password/), 'first-password');
    await fill(screen.getByLabelText(/^New password\s*\*?$/), 'my-own-password');
    await fill(screen.getByLabelText(/^New password again/), 'my-own-passwrod');
    await userEvent.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('first-password');
    expect(changes).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^New password again/));
    await fill(screen.getByLabelText(/^New password again/), 'my-own-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(changes).toEqual([{ currentPassword: 'first-password', newPassword: 'my-own-password' }]);
    expect(api.sent.length).toBeGreaterThan(sentBefore);
  });

  it('a wrong current password shows the server message on the field and keeps the screen', async () => {
    serveAdminApi();
    window.localStorage.setItem('adminMustChangePassword', '1');
    server.use(
      on('admin-change-password', () =>
        errorAnswer(400, ACCOUNT_MESSAGES.wrongPassword, { currentPassword: ACCOUNT_MESSAGES.wrongPassword }),
      ),
    );
    renderAdmin('/admin');
    await fill(await screen.findByLabelText(/^Current password/), 'not it');
    await fill(screen.getByLabelText(/^New password\s*\*?$/), 'my-own-password');
    await fill(screen.getByLabelText(/^New password again/), 'my-own-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save my password' }));
    expect((await screen.findAllByText(ACCOUNT_MESSAGES.wrongPassword)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password again/)).toHaveValue('my-own-password');
  });
});

describe('Accounts tab', () => {
  it('lists admins, adds one with a first password, and shows why the last admin cannot be removed', async () => {
    serveAdminApi();
    let admins: AdminAccount[] = [me];
    const created: unknown[] = [];
    server.use(
      on('admin-list-admins', () => HttpResponse.json({ data: admins })),
      on('admin-create-admins', async ({ request }) => {
        const body = (await request.json()) as { username: string };
        created.push(body);
        admins = [...admins, { id: 'a-2', username: body.username, createdAt: '2025-02-01T10:00:00.000Z', mustChangePassword: true, createdBy: 'admin', isYou: false }];
        return HttpResponse.json({ success: true, message: ACCOUNT_MESSAGES.created, id: 'a-2' }, { status: 201 });
      }),
      on('admin-delete-admins', () => errorAnswer(409, ACCOUNT_MESSAGES.lastAdmin)),
      on('admin-list-sessions', () =>
        HttpResponse.json({ data: [{ id: 'j-1', createdAt: '2025-03-01T10:00:00.000Z', expiresAt: '2025-03-01T22:00:00.000Z', userAgent: 'Firefox', ip: '203.0.113.5', current: true }] }),
      ),
    );
    renderAdmin('/admin?tab=accounts');
    const table = await screen.findByRole('table', { name: 'Admins' });
    expect(within(table).getByText('You')).toBeInTheDocument();
    expect(await screen.findByText('This session')).toBeInTheDocument();
    expect(screen.getByText('203.0.113.5')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Remove admin admin' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Remove my account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.lastAdmin)).toBeInTheDocument();
    expect(here.path).toBe('/admin');

    const form = screen.getByRole('form', { name: 'Add an admin' });
    await fill(within(form).getByLabelText(/^Username/), 'bola');
    await fill(within(form).getByLabelText(/^First password/), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Add admin' }));
    expect(await within(form).findByText('Use at least 8 characters')).toBeInTheDocument();
    await fill(within(form).getByLabelText(/^First password/), '-but-longer');
    await userEvent.click(within(form).getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('First password not changed yet')).toBeInTheDocument();
    expect(created).toEqual([{ username: 'bola', password: 'short-but-longer' }]);
    await waitFor(() => expect(within(form).getByLabelText(/^Username/)).toHaveValue(''));
  });

  it('signs out everywhere and returns to sign-in', async () => {
    const api = serveAdminApi();
    server.use(
      on('admin-list-admins', () => HttpResponse.json({ data: [me] })),
      on('admin-list-sessions', () => HttpResponse.json({ data: [] })),
      on('admin-end-sessions', () => HttpResponse.json({ success: true, message: ACCOUNT_MESSAGES.signedOutEverywhere })),
    );
    renderAdmin('/admin?tab=accounts');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(api.sent.some((c) => c.path === pathOf('admin-end-sessions'))).toBe(true);
  });
});
