// The Overview tab's Notifications card, through the real dashboard page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PROVIDER_EMAIL, TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { errorAnswer } from '../../test/msw/answers';
import { on, pathOf } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { here, renderAdmin, resetAdminTestState } from './admin-test-utils';
import { DIGEST_LABEL, NOTIFICATIONS_SAVED } from './notification-settings-card';

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
});

const form = () => screen.findByRole('form', { name: 'Notification settings' });

describe('Notifications card', () => {
  it('loads the saved settings, saves both changes and toasts', async () => {
    const api = serveAdminApi({ notificationSettings: { providerEmail: 'old@example.com', digest: false } });
    const user = userEvent.setup();
    renderAdmin('/admin');
    const f = within(await form());
    const email = f.getByLabelText('Provider email');
    expect(email).toHaveValue('old@example.com');
    const digest = f.getByRole('checkbox', { name: DIGEST_LABEL });
    expect(digest).not.toBeChecked();

    fireEvent.change(email, { target: { value: 'office@example.com' } });
    await user.click(digest);
    await user.click(f.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(NOTIFICATIONS_SAVED)).toBeInTheDocument();
    const put = api.sent.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ path: pathOf('admin-update-notification-settings'), authorization: `Bearer ${TOKEN}` });
    expect(put?.body).toEqual({ providerEmail: 'office@example.com', digest: true });
    expect(api.store.notificationSettings).toEqual({ providerEmail: 'office@example.com', digest: true });
    expect(f.getByLabelText('Provider email')).toHaveValue('office@example.com');
    expect(f.getByRole('checkbox', { name: DIGEST_LABEL })).toBeChecked();
  });

  it('shows the default address as a hint when none is saved', async () => {
    serveAdminApi();
    renderAdmin('/admin');
    const email = within(await form()).getByLabelText('Provider email');
    expect(email).toHaveValue('');
    expect(email).toHaveAttribute('placeholder', DEFAULT_PROVIDER_EMAIL);
  });

  it('shows the server field error on the field and keeps what was typed', async () => {
    const api = serveAdminApi();
    server.use(
      on('admin-update-notification-settings', () =>
        errorAnswer(400, 'Please enter a valid email address', { providerEmail: 'This address cannot receive mail' }),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin');
    const f = within(await form());
    fireEvent.change(f.getByLabelText('Provider email'), { target: { value: 'nobody@example.com' } });
    await user.click(f.getByRole('button', { name: 'Save' }));

    expect(await f.findByText('This address cannot receive mail')).toBeInTheDocument();
    expect(f.getByLabelText('Provider email')).toHaveValue('nobody@example.com');
    expect(f.getByLabelText('Provider email')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText(NOTIFICATIONS_SAVED)).not.toBeInTheDocument();
    await waitFor(() => expect(api.store.notificationSettings).toEqual({ digest: false }));
  });

  it('on a 401 from Save ends the session like every admin call', async () => {
    const api = serveAdminApi();
    const user = userEvent.setup();
    renderAdmin('/admin');
    const f = within(await form());
    fireEvent.change(f.getByLabelText('Provider email'), { target: { value: 'office@example.com' } });
    api.sessionExpired = true;
    await user.click(f.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(here.path).toBe('/admin-login');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(screen.queryByText(NOTIFICATIONS_SAVED)).not.toBeInTheDocument();
  });
});
