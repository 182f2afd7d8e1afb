import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { here, renderAdmin, resetAdminTestState } from '../features/admin/admin-test-utils';
import { TOKEN, serveAdminApi } from '../test/msw/admin-api';
import { emptyAnswer, errorAnswer, holdAnswer } from '../test/msw/answers';
import { on, pathOf } from '../test/msw/routes';
import { server } from '../test/msw/server';

beforeEach(resetAdminTestState);

async function signIn(username = 'admin', password = 'secret') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/username/i), username);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('admin sign-in', () => {
  it("shows SPEC's messages when both fields are empty, and sends nothing", async () => {
    const api = serveAdminApi();
    renderAdmin('/admin-login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it("says 'Signing in...' while the call is pending", async () => {
    const held = holdAnswer();
    server.use(on('admin-login', held.resolver));
    renderAdmin('/admin-login');
    await signIn();
    expect(await screen.findByRole('button', { name: /Signing in\.\.\./ })).toBeDisabled();
    held.release(errorAnswer(401, 'Invalid username or password'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows the server's message in an alert above the form", async () => {
    server.use(on('admin-login', () => errorAnswer(401, 'Invalid username or password')));
    renderAdmin('/admin-login');
    await signIn('admin', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid username or password');
    // Above the form: the alert comes before the username field in document order.
    expect(alert.compareDocumentPosition(screen.getByLabelText(/username/i)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it('shows the too-many-attempts answer (429)', async () => {
    server.use(on('admin-login', () => errorAnswer(429, 'Too many login attempts. Try again in 15 minutes.')));
    renderAdmin('/admin-login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts. Try again in 15 minutes.');
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    server.use(on('admin-login', () => emptyAnswer(500, 'Internal Server Error')));
    renderAdmin('/admin-login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('stores the token as adminToken and opens the dashboard', async () => {
    const api = serveAdminApi();
    renderAdmin('/admin-login');
    await signIn('admin', 'right');
    await waitFor(() => expect(here.path).toBe('/admin'));
    expect(window.localStorage.getItem('adminToken')).toBe(TOKEN);
    expect(api.sent[0]).toMatchObject({ method: 'POST', path: pathOf('admin-login'), body: { username: 'admin', password: 'right' } });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    // The counts, asked for as Sign In succeeded, are the overview's: shown, and asked for once.
    expect(await screen.findByLabelText(/^Total Events: \d/)).toBeInTheDocument();
    expect(api.sent.filter((r) => r.path === pathOf('admin-get-counts'))).toHaveLength(1);
  });

  it('explains an expired session', () => {
    serveAdminApi();
    renderAdmin('/admin-login?expired=1');
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });
});
