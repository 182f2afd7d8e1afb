// Two-step sign-in's screens: the Accounts tab's card (set up with the QR code and the key,
// confirm, the recovery codes once, the list, remove) and the sign-in's code step.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MFA_MESSAGES } from '../../../../contract/mfa-schemas';
import type { AdminAccount } from '../../../../contract/schemas';
import { TEST_RECOVERY_CODES, TEST_TOTP_CODE, TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { errorAnswer } from '../../test/msw/answers';
import { on } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { here, renderAdmin, resetAdminTestState } from './admin-test-utils';
import { SET_UP_APP } from './two-step-card';

beforeEach(() => resetAdminTestState());

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.clear(field);
  await userEvent.paste(text);
}

const me: AdminAccount = { id: 'a-1', username: 'admin', createdAt: '2025-01-01T10:00:00.000Z', isYou: true };

describe('Two-step sign-in card', () => {
  it('sets up an authenticator app: QR code and key, a wrong code, the right one, ten recovery codes once, then removes it', async () => {
    window.localStorage.setItem('adminToken', TOKEN);
    serveAdminApi();
    server.use(on('admin-list-admins', () => HttpResponse.json({ data: [me] })), on('admin-list-sessions', () => HttpResponse.json({ data: [] })));
    renderAdmin('/admin?tab=accounts');
    const card = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(await within(card).findByText('Off')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: SET_UP_APP }));

    const form = await within(card).findByRole('form', { name: 'Set up an authenticator app' });
    expect(await within(form).findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(within(form).getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const code = within(form).getByLabelText(/^Code from your authenticator app/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await userEvent.click(within(form).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await within(form).findByText(MFA_MESSAGES.codeRequired)).toBeInTheDocument();
    await fill(code, '654321');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await within(form).findByText(MFA_MESSAGES.wrongCode)).toBeInTheDocument();
    await fill(code, TEST_TOTP_CODE);
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on two-step sign-in' }));

    const notice = await within(card).findByRole('region', { name: 'Save these recovery codes now' });
    await waitFor(() => expect(within(notice).getByRole('heading', { name: 'Save these recovery codes now' })).toHaveFocus());
    expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual(TEST_RECOVERY_CODES);
    expect(within(card).queryByRole('form', { name: 'Set up an authenticator app' })).toBeNull();
    expect(await within(card).findByText('On')).toBeInTheDocument();
    expect(within(card).getByText(/not used to sign in yet/)).toBeInTheDocument();
    expect(within(card).getByText('Recovery codes left: 10 of 10')).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'I have saved them' }));
    expect(within(card).queryByRole('region', { name: 'Save these recovery codes now' })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Remove authenticator app' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Remove authenticator app' }));
    expect(await screen.findByText(MFA_MESSAGES.lastFactorRemoved)).toBeInTheDocument();
    expect(await within(card).findByText('Off')).toBeInTheDocument();
  });
});

describe('signing in with a second factor', () => {
  const challenge = { mfa: 'required', challenge: 'c'.repeat(43), methods: ['totp', 'recovery'] };

  it('asks for the code after the password, focuses it, shows a refusal, then signs in; a recovery code instead', async () => {
    serveAdminApi();
    const verified: unknown[] = [];
    server.use(
      on('admin-login', () => HttpResponse.json({ success: true, message: MFA_MESSAGES.enterCode, data: challenge })),
      on('admin-login-verify', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        verified.push(body);
        if (body.code === '000000') return errorAnswer(401, MFA_MESSAGES.wrongCode);
        return HttpResponse.json({ success: true, token: TOKEN, message: 'Login successful' });
      }),
    );
    renderAdmin('/admin-login');
    await fill(await screen.findByLabelText(/^Username/), 'admin');
    await fill(screen.getByLabelText(/^Password/), 'the password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText(/^Code from your authenticator app/);
    await waitFor(() => expect(code).toHaveFocus());
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    await userEvent.paste('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MFA_MESSAGES.wrongCode);

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText(/^Recovery code/);
    await waitFor(() => expect(recovery).toHaveFocus());
    await userEvent.paste(TEST_RECOVERY_CODES[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(here.path).toBe('/admin'));
    expect(window.localStorage.getItem('adminToken')).toBe(TOKEN);
    expect(verified).toEqual([
      { challenge: challenge.challenge, method: 'totp', code: '000000' },
      { challenge: challenge.challenge, method: 'recovery', code: TEST_RECOVERY_CODES[0] },
    ]);
  });

  it('an expired challenge goes back to the password with the reason', async () => {
    serveAdminApi();
    server.use(
      on('admin-login', () => HttpResponse.json({ success: true, message: MFA_MESSAGES.enterCode, data: challenge })),
      on('admin-login-verify', () => errorAnswer(401, MFA_MESSAGES.challengeExpired)),
    );
    renderAdmin('/admin-login');
    await fill(await screen.findByLabelText(/^Username/), 'admin');
    await fill(screen.getByLabelText(/^Password/), 'the password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.paste(TEST_TOTP_CODE);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MFA_MESSAGES.challengeExpired);
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  });
});
