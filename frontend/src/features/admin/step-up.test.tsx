// The second-factor policy and "Confirm it's you" in the dashboard (issue 38): a
// riskiest call answered stepUpRequired opens the dialog and is sent again once the
// check passes; a call answered factorRequired leaves only the add-a-factor screen;
// the Accounts tab's policy switch.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_REFUSALS, SECURITY_MESSAGES } from '../../../../contract/admin-security';
import { ADMIN_TEST_PASSWORD, TEST_TOTP_CODE, TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { errorAnswer } from '../../test/msw/answers';
import { on, pathOf } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { contact, event, registration, renderAdmin, resetAdminTestState } from './admin-test-utils';
import { FACTOR_REQUIRED_HEADING } from './factor-required-screen';
import { TURN_OFF, TURN_ON } from './security-policy-card';
import { STEP_UP_TITLE, USE_PASSKEY } from './step-up-dialog';
import { fakeWebAuthn, removeFakeWebAuthn } from '../../test/fake-webauthn';
import { SET_UP_APP } from './two-step-card';

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
});

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.clear(field);
  await userEvent.paste(text);
}

test('a refund asks "Confirm it’s you" with the password, shows a wrong one, and is sent again once it passes', async () => {
  const api = serveAdminApi({
    events: [event({ id: 'evt-1' })],
    registrations: [registration({ id: 'r-1', name: 'Ada Paid', eventId: 'evt-1', payment: { status: 'paid', amount: 5000, reference: 'r-1', method: 'paystack', paidAt: '2026-11-19T10:00:00.000Z' } })],
  });
  api.steppedUp = false;
  renderAdmin('/admin?tab=forms');
  const table = within(await screen.findByRole('table', { name: 'Event registrations' }));
  await userEvent.click(table.getByRole('button', { name: 'Refund: Ada Paid' }));
  const refund = within(await screen.findByRole('alertdialog', { name: 'Refund Ada Paid' }));
  await userEvent.click(refund.getByRole('button', { name: 'Review refund' }));
  await userEvent.click(refund.getByRole('button', { name: 'Refund ₦5,000' }));

  const check = within(await screen.findByRole('alertdialog', { name: STEP_UP_TITLE }));
  const password = await check.findByLabelText(/Your password/);
  await waitFor(() => expect(password).toHaveFocus());
  await fill(password, 'not it');
  await userEvent.click(check.getByRole('button', { name: 'Confirm' }));
  expect(await check.findByText(SECURITY_MESSAGES.wrongPassword)).toBeInTheDocument();
  await fill(password, ADMIN_TEST_PASSWORD);
  await userEvent.click(check.getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByText(/Refund requested from Paystack/)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: STEP_UP_TITLE })).toBeNull());
  const refunds = api.sent.filter((c) => c.path === pathOf('admin-refund-registration', { id: 'r-1' }));
  expect(refunds).toHaveLength(2); // refused, then sent again
  expect(api.sent.find((c) => c.path === pathOf('admin-step-up'))?.body).toEqual({ method: 'password', password: 'not it' });
});

test('giving up the check leaves the action undone, with the server’s reason', async () => {
  const api = serveAdminApi({
    events: [event({ id: 'evt-1' })],
    registrations: [registration({ id: 'r-1', name: 'Ada Paid', eventId: 'evt-1', payment: { status: 'paid', amount: 5000, reference: 'r-1', method: 'paystack', paidAt: '2026-11-19T10:00:00.000Z' } })],
  });
  api.steppedUp = false;
  renderAdmin('/admin?tab=forms');
  const table = within(await screen.findByRole('table', { name: 'Event registrations' }));
  await userEvent.click(table.getByRole('button', { name: 'Refund: Ada Paid' }));
  const refund = within(await screen.findByRole('alertdialog', { name: 'Refund Ada Paid' }));
  await userEvent.click(refund.getByRole('button', { name: 'Review refund' }));
  await userEvent.click(refund.getByRole('button', { name: 'Refund ₦5,000' }));
  const check = within(await screen.findByRole('alertdialog', { name: STEP_UP_TITLE }));
  await userEvent.click(await check.findByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(SECURITY_MESSAGES.stepUpRequired)).toBeInTheDocument();
  expect(api.sent.filter((c) => c.path === pathOf('admin-refund-registration', { id: 'r-1' }))).toHaveLength(1);
});

test('with the policy on and no factor, the dashboard shows only the add-a-factor screen until one is added', async () => {
  const api = serveAdminApi();
  api.policy = { requireSecondFactor: true };
  // The server holds every other route of this session (lambdas/lib/mfa/policy.ts).
  server.use(on('admin-get-counts', () => (api.factors.length ? undefined : errorAnswer(409, SECURITY_MESSAGES.factorRequired, undefined, ADMIN_REFUSALS.factorRequired))));
  renderAdmin('/admin');
  expect(await screen.findByRole('heading', { name: FACTOR_REQUIRED_HEADING })).toBeInTheDocument();
  expect(screen.getByText(/Every admin of this site must now sign in with a passkey or a code/)).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).toBeNull();
  const continueButton = screen.getByRole('button', { name: 'Continue to the admin' });
  expect(continueButton).toBeDisabled();

  const card = await screen.findByRole('region', { name: 'Two-step sign-in' });
  await userEvent.click(await within(card).findByRole('button', { name: SET_UP_APP }));
  const form = await within(card).findByRole('form', { name: 'Set up an authenticator app' });
  await fill(within(form).getByLabelText(/^Code from your authenticator app/), TEST_TOTP_CODE);
  await userEvent.click(within(form).getByRole('button', { name: 'Turn on two-step sign-in' }));
  // The recovery codes are shown first; then the admin opens.
  expect(await within(card).findByRole('region', { name: 'Save these recovery codes now' })).toBeInTheDocument();
  await waitFor(() => expect(continueButton).toBeEnabled());
  await userEvent.click(continueButton);
  expect(await screen.findByRole('tablist')).toBeInTheDocument();
});

test('the Accounts tab’s policy switch: refused without a factor of my own, turned on after a code with one', async () => {
  const api = serveAdminApi();
  server.use(on('admin-list-admins', () => Response.json({ data: [] })), on('admin-list-sessions', () => Response.json({ data: [] })));
  renderAdmin('/admin?tab=accounts');
  const card = within(await screen.findByRole('region', { name: 'Second factor for every admin' }));
  expect(await card.findByText('Not required')).toBeInTheDocument();
  await userEvent.click(card.getByRole('button', { name: TURN_ON }));
  expect(await screen.findByText(SECURITY_MESSAGES.policyNeedsOwnFactor)).toBeInTheDocument();
  expect(api.policy.requireSecondFactor).toBe(false);

  api.factors.push({ id: 'f-1', type: 'totp', label: 'Authenticator app', createdAt: '2026-11-20T10:00:00.000Z' });
  api.steppedUp = false;
  await userEvent.click(card.getByRole('button', { name: TURN_ON }));
  const check = within(await screen.findByRole('alertdialog', { name: STEP_UP_TITLE }));
  const code = await check.findByLabelText(/^Code from your authenticator app/);
  expect(check.getByRole('button', { name: 'Use a recovery code instead' })).toBeInTheDocument();
  await fill(code, TEST_TOTP_CODE);
  await userEvent.click(check.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText(SECURITY_MESSAGES.policyOn)).toBeInTheDocument();
  expect(api.policy.requireSecondFactor).toBe(true);
  expect(await card.findByText('Required')).toBeInTheDocument();
  expect(card.getByRole('button', { name: TURN_OFF })).toBeInTheDocument();
});

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('exporting people’s data asks again', () => {
  let blobs: Blob[];
  let click: jest.SpyInstance;
  beforeEach(() => {
    blobs = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    click.mockRestore();
    removeFakeWebAuthn();
  });

  test('a CSV export answered stepUpRequired opens "Confirm it’s you"; given up, no file; confirmed, the export goes on', async () => {
    const api = serveAdminApi({ events: [event({ id: 'evt-1' })], registrations: [registration({ id: 'r-1', name: 'Ada Obi', eventId: 'evt-1' })] });
    api.steppedUp = false;
    renderAdmin('/admin?tab=forms');
    await screen.findByRole('table', { name: 'Event registrations' });
    await userEvent.click(screen.getByRole('button', { name: /Export registrations CSV/ }));
    let check = within(await screen.findByRole('alertdialog', { name: STEP_UP_TITLE }));
    await userEvent.click(await check.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(SECURITY_MESSAGES.stepUpRequired)).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(api.sent.filter((c) => c.path === pathOf('admin-list-registrations') && c.query?.includes('cursor'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /Export registrations CSV/ }));
    check = within(await screen.findByRole('alertdialog', { name: STEP_UP_TITLE }));
    await fill(await check.findByLabelText(/Your password/), ADMIN_TEST_PASSWORD);
    await userEvent.click(check.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(await readBlob(blobs[0])).toContain('Ada Obi');
    const asked = api.sent.filter((c) => c.path === pathOf('admin-create-exports'));
    expect(asked.map((c) => c.body)).toEqual([{ kind: 'registrations' }, { kind: 'registrations' }, { kind: 'registrations' }]); // refused, refused, then sent again after the check
  });

  test('an account with a passkey confirms with "Use your passkey" beside the code field', async () => {
    const api = serveAdminApi({ contacts: [contact({ id: 'c-1', name: 'Bola Ade' })] });
    api.factors.push({ id: 'f-1', type: 'passkey', label: 'Laptop', createdAt: '2026-11-20T10:00:00.000Z' });
    api.steppedUp = false;
    const browser = fakeWebAuthn();
    renderAdmin('/admin?tab=forms');
    await screen.findByText('Bola Ade');
    await userEvent.click(screen.getByRole('button', { name: /Export contacts CSV/ }));
    const check = within(await screen.findByRole('alertdialog', { name: STEP_UP_TITLE }));
    // A passkey-only account: its recovery codes in the field, the passkey beside it.
    expect(await check.findByLabelText(/Recovery code/)).toBeInTheDocument();
    await userEvent.click(check.getByRole('button', { name: USE_PASSKEY }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(await readBlob(blobs[0])).toContain('Bola Ade');
    expect(browser.get).toHaveLength(1);
    expect(api.sent.some((c) => c.path === pathOf('admin-step-up-options'))).toBe(true);
    expect(api.sent.find((c) => c.path === pathOf('admin-step-up'))?.body).toMatchObject({ method: 'passkey', response: { id: expect.any(String), type: 'public-key' } });
    expect(api.sent.filter((c) => c.path === pathOf('admin-create-exports')).map((c) => c.body)).toEqual([{ kind: 'contacts' }, { kind: 'contacts' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: STEP_UP_TITLE })).toBeNull());
  });
});
