import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN, fakeApi, here, renderAdmin, resetAdminTestState } from '../features/admin/admin-test-utils';

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
    const api = fakeApi();
    renderAdmin('/admin-login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Signing in...' while the call is pending", async () => {
    const api = fakeApi();
    let release: () => void = () => {};
    api.override = () => new Promise((resolve) => (release = () => resolve({ status: 401, body: { success: false, message: 'Invalid username or password' } })));
    renderAdmin('/admin-login');
    await signIn();
    expect(await screen.findByRole('button', { name: /Signing in\.\.\./ })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows the server's message in an alert above the form", async () => {
    const api = fakeApi();
    api.override = () => ({ status: 401, body: { success: false, message: 'Invalid username or password' } });
    renderAdmin('/admin-login');
    await signIn('admin', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid username or password');
    // Above the form: the alert comes before the username field in document order.
    expect(alert.compareDocumentPosition(screen.getByLabelText(/username/i)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it('shows the too-many-attempts answer (429)', async () => {
    const api = fakeApi();
    api.override = () => ({ status: 429, body: { success: false, message: 'Too many login attempts. Try again in 15 minutes.' } });
    renderAdmin('/admin-login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts. Try again in 15 minutes.');
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    const api = fakeApi();
    api.override = () => ({ status: 500 });
    renderAdmin('/admin-login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('stores the token as adminToken and opens the dashboard', async () => {
    const api = fakeApi();
    renderAdmin('/admin-login');
    await signIn('admin', 'right');
    await waitFor(() => expect(here.path).toBe('/admin'));
    expect(window.localStorage.getItem('adminToken')).toBe(TOKEN);
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/admin/login', body: { username: 'admin', password: 'right' } });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('explains an expired session', () => {
    fakeApi();
    renderAdmin('/admin-login?expired=1');
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });
});
