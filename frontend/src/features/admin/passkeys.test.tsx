// Passkeys' screens: adding a named passkey in the Accounts tab's card, "Sign in with a
// passkey" on the sign-in page (no username), and "Use your passkey" in the code step.
// The browser's WebAuthn (navigator.credentials) is a fake that answers as Chromium's
// would; @simplewebauthn/browser between them is the real one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MFA_MESSAGES } from '../../../../contract/mfa-schemas';
import type { AdminAccount } from '../../../../contract/schemas';
import { TEST_RECOVERY_CODES, TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { errorAnswer } from '../../test/msw/answers';
import { on } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { CHALLENGE, CREDENTIAL_ID, fakeWebAuthn, removeFakeWebAuthn } from '../../test/fake-webauthn';
import { here, renderAdmin, resetAdminTestState } from './admin-test-utils';
import { PASSKEY_CANCELLED, passkeyAddress } from './passkey-browser';
import { ADD_PASSKEY } from './two-step-card';

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.clear(field);
  await userEvent.paste(text);
}

beforeEach(() => resetAdminTestState());
afterEach(removeFakeWebAuthn);

const me: AdminAccount = { id: 'a-1', username: 'admin', createdAt: '2025-01-01T10:00:00.000Z', isYou: true };
const requestOptions = { challenge: CHALLENGE, rpId: 'localhost', allowCredentials: [], userVerification: 'required', timeout: 300000 };

it('sends a page on an IP address (the local 127.0.0.1) to the same page on localhost, and leaves a site name alone', () => {
  expect(passkeyAddress({ hostname: '127.0.0.1', href: 'http://127.0.0.1:3000/admin-login?expired=1' })).toBe('http://localhost:3000/admin-login?expired=1');
  expect(passkeyAddress({ hostname: 'localhost', href: 'http://localhost:3000/admin-login' })).toBeNull();
  expect(passkeyAddress({ hostname: 'school.example', href: 'https://school.example/admin-login' })).toBeNull();
});

describe('adding a passkey', () => {
  it('names it, lets the browser create it, shows the recovery codes once and lists it as a passkey', async () => {
    const asked = fakeWebAuthn();
    window.localStorage.setItem('adminToken', TOKEN);
    const api = serveAdminApi();
    const added: unknown[] = [];
    server.use(
      on('admin-list-admins', () => HttpResponse.json({ data: [me] })),
      on('admin-list-sessions', () => HttpResponse.json({ data: [] })),
      on('admin-start-passkeys', () =>
        HttpResponse.json({
          success: true,
          message: 'Follow your browser',
          data: { challenge: CHALLENGE, rp: { id: 'localhost', name: 'Test' }, user: { id: 'YS0x', name: 'admin', displayName: '' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }], authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' } },
        }),
      ),
      on('admin-create-passkeys', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        added.push(body);
        api.factors.push({ id: 'pk-1', type: 'passkey', label: body.name, createdAt: '2026-11-20T10:00:00.000Z' });
        return HttpResponse.json({ success: true, message: MFA_MESSAGES.passkeyAdded, id: 'pk-1', data: { recoveryCodes: TEST_RECOVERY_CODES } });
      }),
    );
    renderAdmin('/admin?tab=accounts');
    const card = await screen.findByRole('region', { name: 'Two-step sign-in' });
    await userEvent.click(within(card).getByRole('button', { name: ADD_PASSKEY }));
    const form = await within(card).findByRole('form', { name: 'Add a passkey' });
    const name = within(form).getByLabelText(/^Passkey name/);
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.click(within(form).getByRole('button', { name: 'Create passkey' }));
    expect(await within(form).findByText(MFA_MESSAGES.passkeyNameRequired)).toBeInTheDocument();
    expect(asked.create).toHaveLength(0);

    asked.cancel = true;
    await fill(name, 'Work laptop');
    await userEvent.click(within(form).getByRole('button', { name: 'Create passkey' }));
    expect(await within(form).findByText(PASSKEY_CANCELLED)).toBeInTheDocument();
    asked.cancel = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Create passkey' }));

    const notice = await within(card).findByRole('region', { name: 'Save these recovery codes now' });
    expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual(TEST_RECOVERY_CODES);
    expect(asked.create).toHaveLength(2);
    expect(added).toEqual([{ name: 'Work laptop', response: expect.objectContaining({ id: CREDENTIAL_ID, type: 'public-key', response: expect.objectContaining({ transports: ['internal'] }) }) }]);
    const list = await within(card).findByRole('list', { name: 'My sign-in factors' });
    expect(within(list).getByText('Work laptop')).toBeInTheDocument();
    expect(within(list).getByText('Passkey')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Remove passkey Work laptop' })).toBeInTheDocument();
  });
});

describe('signing in with a passkey', () => {
  it('alone: no username or password, the browser offers the passkey, the session starts', async () => {
    const asked = fakeWebAuthn();
    serveAdminApi();
    const sent: unknown[] = [];
    server.use(
      on('admin-login-passkey-options', () => HttpResponse.json({ success: true, data: { challenge: CHALLENGE, options: requestOptions } })),
      on('admin-login-passkey', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1 ? errorAnswer(401, MFA_MESSAGES.passkeyRefused) : HttpResponse.json({ success: true, token: TOKEN, message: 'Login successful' });
      }),
    );
    renderAdmin('/admin-login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MFA_MESSAGES.passkeyRefused);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(here.path).toBe('/admin'));
    expect(window.localStorage.getItem('adminToken')).toBe(TOKEN);
    expect(asked.get).toHaveLength(2);
    expect(sent[1]).toEqual({ challenge: CHALLENGE, response: expect.objectContaining({ id: CREDENTIAL_ID, response: expect.objectContaining({ signature: expect.any(String) }) }) });
  });

  it('after the password: "Use your passkey" finishes the sign-in; the code field takes recovery codes', async () => {
    fakeWebAuthn();
    serveAdminApi();
    const verified: unknown[] = [];
    const challenge = { mfa: 'required', challenge: CHALLENGE, methods: ['passkey', 'recovery'], passkeyOptions: { ...requestOptions, allowCredentials: [{ id: CREDENTIAL_ID, type: 'public-key' }], userVerification: 'preferred' } };
    server.use(
      on('admin-login', () => HttpResponse.json({ success: true, message: MFA_MESSAGES.usePasskey, data: challenge })),
      on('admin-login-verify', async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json({ success: true, token: TOKEN, message: 'Login successful' });
      }),
    );
    renderAdmin('/admin-login');
    await fill(await screen.findByLabelText(/^Username/), 'admin');
    await fill(screen.getByLabelText(/^Password/), 'the password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByLabelText(/^Recovery code/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use your passkey' }));
    await waitFor(() => expect(here.path).toBe('/admin'));
    expect(verified).toEqual([{ challenge: CHALLENGE, method: 'passkey', response: expect.objectContaining({ id: CREDENTIAL_ID }) }]);
  });
});
