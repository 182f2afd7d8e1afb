import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { contact, event, here, registration, renderAdmin, resetAdminTestState } from '../features/admin/admin-test-utils';
import { TOKEN, serveAdminApi } from '../test/msw/admin-api';
import { emptyAnswer } from '../test/msw/answers';
import { on, pathOf } from '../test/msw/routes';
import { server } from '../test/msw/server';

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
});

// jsdom's Blob has no text().
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string); // readAsText gives a string
    reader.readAsText(blob);
  });

const count = (label: string) => screen.findByLabelText(new RegExp(`^${label}: \\d+$`));

describe('admin dashboard', () => {
  it('sends a visitor without a token to sign-in', async () => {
    window.localStorage.clear();
    const api = serveAdminApi();
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(here.path).toBe('/admin-login');
    expect(api.sent).toHaveLength(0);
  });

  it('shows the four counts and the five newest contacts and registrations', async () => {
    const contacts = Array.from({ length: 7 }, (_, i) => contact({ id: `c-${i}`, name: `Contact ${i}` }));
    const registrations = Array.from({ length: 6 }, (_, i) => registration({ id: `r-${i}`, name: `Person ${i}` }));
    const api = serveAdminApi({ events: [event(), event({ id: 'evt-2', title: 'Old one', isActive: false })], contacts, registrations });
    renderAdmin('/admin');
    expect(await count('Total Events')).toHaveTextContent('2');
    expect(await count('Contact Messages')).toHaveTextContent('7');
    expect(await count('Event Registrations')).toHaveTextContent('6');
    expect(await count('Active Events')).toHaveTextContent('1');
    expect(screen.getByText('Contact 4')).toBeInTheDocument();
    expect(screen.queryByText('Contact 5')).not.toBeInTheDocument();
    expect(screen.getByText('Person 4')).toBeInTheDocument();
    expect(screen.queryByText('Person 5')).not.toBeInTheDocument();
    // The counts come from the counters route, not from counting downloaded lists.
    expect(api.sent.some((c) => c.path === pathOf('admin-get-counts'))).toBe(true);
    // Every admin call carries the bearer token.
    expect(api.sent).not.toHaveLength(0);
    expect(api.sent.every((c) => c.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('shows the insights: each chart says in words what it shows, and shows its numbers as a table', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const registrations = Array.from({ length: 3 }, (_, i) => registration({ id: `r-${i}`, name: `Person ${i}`, createdAt: `${today}T09:00:00.000Z` }));
    const api = serveAdminApi({ events: [event({ date: '2099-01-15', seatsTaken: 3, maxParticipants: 30 })], registrations });
    renderAdmin('/admin');
    const figure = await screen.findByRole('figure', { name: 'Registrations per day' }, { timeout: 10_000 });
    expect(within(figure).getByText(/^Registrations per day, .*: 3 registrations; the busiest day was/)).toBeInTheDocument();
    // The table is there for screen readers before it is shown; the button puts it on screen.
    expect(within(figure).getByRole('table', { hidden: true })).toBeInTheDocument();
    const show = within(figure).getByRole('button', { name: 'Show as table' });
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(within(figure).getByRole('group', { name: 'Registrations per day as a table' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Seats taken against capacity' })).toHaveTextContent('Choir Masterclass, 3 of 30');
    expect(screen.getByRole('figure', { name: 'Where bookings came from' })).toHaveTextContent('Direct 3 (100%)');
    expect(api.sent.some((c) => c.path === pathOf('admin-get-stats'))).toBe(true);
  });

  it('a tab tapped is selected and kept in the URL; its panel fills in once its code has loaded', async () => {
    serveAdminApi();
    renderAdmin('/admin');
    const forms = await screen.findByRole('tab', { name: 'Forms' });
    await userEvent.click(forms);
    expect(forms).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'false');
    await waitFor(() => expect(here.search).toBe('?tab=forms'));
    // The Forms tab's own chunk (admin-tabs.tsx): its panel, not the overview's counts.
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('searchbox', { name: 'Search messages by name, email or phone' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Total Events/)).not.toBeInTheDocument();
  });

  it('shows the empty states of the submissions', async () => {
    serveAdminApi();
    renderAdmin('/admin');
    expect(await screen.findByText('No contact messages yet')).toBeInTheDocument();
    expect(screen.getByText('No event registrations yet')).toBeInTheDocument();
  });

  it('deletes a contact message from the overview without a confirm and refetches', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const api = serveAdminApi({ contacts: [contact({ id: 'c-1', name: 'Ada Obi' }), contact({ id: 'c-2', name: 'Bola Ade' })] });
    renderAdmin('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete message from Ada Obi' }));
    expect(await screen.findByText('Contact message deleted successfully')).toBeInTheDocument();
    // One wait for the answered state: while the search is on its way the list is empty, Ada gone and Bola not yet there.
    await waitFor(() => {
      expect(screen.queryByText('Ada Obi')).not.toBeInTheDocument();
      expect(screen.getByText('Bola Ade')).toBeInTheDocument();
    });
    expect(confirm).not.toHaveBeenCalled();
    expect(api.sent.some((c) => c.method === 'DELETE' && c.path === pathOf('admin-delete-contacts', { id: 'c-1' }))).toBe(true);
  });

  it('on a 401 from any admin call clears the token and returns to sign-in with the notice', async () => {
    const api = serveAdminApi({ events: [event()] });
    api.sessionExpired = true;
    renderAdmin('/admin');
    // The first admin call's 401 is what moves the app to sign-in: wait for that state, then its notice.
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(here.path).toBe('/admin-login');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(api.sent.length).toBeGreaterThan(0);
  });

  it('on a 401 from a mutation ends the session too', async () => {
    const api = serveAdminApi({ contacts: [contact()] });
    renderAdmin('/admin');
    const button = await screen.findByRole('button', { name: 'Delete message from Ada Obi' });
    api.sessionExpired = true;
    await userEvent.click(button);
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it('logs out: calls logout, removes the token and goes to sign-in even when the call fails', async () => {
    const api = serveAdminApi();
    server.use(on('admin-logout', () => emptyAnswer(500, 'Internal Server Error')));
    renderAdmin('/admin');
    await userEvent.click(await screen.findByRole('button', { name: /Logout/ }));
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
    expect(api.sent.find((c) => c.path === pathOf('admin-logout'))?.authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe('Forms tab', () => {
  const setup = () =>
    serveAdminApi({
      events: [event({ id: 'evt-1', title: 'Choir Masterclass' }), event({ id: 'evt-2', title: 'Piano Clinic' })],
      contacts: [
        contact({ id: 'c-1', name: 'Ada Obi', phone: '08031112222', service: 'vocal-training' }),
        contact({ id: 'c-2', name: 'Bola Ade', email: 'bola@example.com', message: 'Do you teach violin?' }),
      ],
      registrations: [
        registration({ id: 'r-1', name: '=Evil Formula', eventId: 'evt-1' }),
        registration({ id: 'r-2', name: 'Chi Eze', email: 'chi@example.com', phone: '08099998888', eventId: 'evt-2' }),
      ],
    });

  it('lists every contact with phone, service or General, and every registration with its event title', async () => {
    setup();
    renderAdmin('/admin?tab=forms');
    const contacts = within((await screen.findAllByRole('table'))[0]);
    expect(contacts.getByText('08031112222')).toBeInTheDocument();
    expect(contacts.getByText('Vocal Training')).toBeInTheDocument();
    expect(contacts.getByText('General')).toBeInTheDocument();
    expect(contacts.getAllByText('5/1/2025')).toHaveLength(2);
    const registrations = within(screen.getAllByRole('table')[1]);
    expect(registrations.getByText('evt-2')).toBeInTheDocument();
    expect(await registrations.findByText('Piano Clinic')).toBeInTheDocument();
  });

  it('shows 50 messages, then the next page on Load more with the cursor of the first', async () => {
    const contacts = Array.from({ length: 60 }, (_, i) => contact({ id: `c-${i}`, name: `Sender ${i}` }));
    const api = serveAdminApi({ contacts });
    renderAdmin('/admin?tab=forms');
    expect(await screen.findByText('Sender 49')).toBeInTheDocument();
    expect(screen.queryByText('Sender 50')).not.toBeInTheDocument();
    expect(screen.getByText('50 of 60 loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more contact messages' }));
    expect(await screen.findByText('Sender 59')).toBeInTheDocument();
    expect(api.sent.some((c) => c.path === pathOf('admin-list-contacts') && c.query === '?cursor=50')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more contact messages' })).not.toBeInTheDocument();
  });

  it('goes on by itself when the server stopped a search on its read budget before a match', async () => {
    serveAdminApi({ contacts: [contact({ id: 'c-1', name: 'Ada Obi' })] });
    // The real API answers an empty page with a cursor when its read budget ran out (lambdas/lib/db/pages.ts).
    server.use(
      on('admin-list-contacts', ({ request }) => {
        const url = new URL(request.url);
        if (!url.searchParams.get('search')) return HttpResponse.json({ success: true, data: { items: [contact({ id: 'c-1', name: 'Ada Obi' })], nextCursor: null } });
        if (!url.searchParams.get('cursor')) return HttpResponse.json({ success: true, data: { items: [], nextCursor: 'more' } });
        return HttpResponse.json({ success: true, data: { items: [contact({ id: 'c-9', name: 'Zainab Far' })], nextCursor: null } });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin?tab=forms');
    await user.type(await screen.findByLabelText('Search messages by name, email or phone'), 'zainab');
    expect(await screen.findByText('Zainab Far')).toBeInTheDocument();
    expect(screen.queryByText('No contact messages match your search')).not.toBeInTheDocument();
  });

  it('deletes a registration without a confirm', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const api = setup();
    renderAdmin('/admin?tab=forms');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete registration of Chi Eze' }));
    expect(await screen.findByText('Registration deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Chi Eze')).not.toBeInTheDocument());
    expect(confirm).not.toHaveBeenCalled();
    expect(api.store.registrations.map((r) => r.id)).toEqual(['r-1']);
  });

  it('filters by text and event on the server and exports every match as CSV', async () => {
    const api = setup();
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAdmin('/admin?tab=forms');

    await user.type(await screen.findByLabelText('Search messages by name, email or phone'), 'bola');
    // One wait for the answered state: while the search is on its way the list is empty, Ada gone and Bola not yet there.
    await waitFor(() => {
      expect(screen.queryByText('Ada Obi')).not.toBeInTheDocument();
      expect(screen.getByText('Bola Ade')).toBeInTheDocument();
    });
    expect(api.sent.some((c) => c.path === pathOf('admin-list-contacts') && c.query === '?search=bola')).toBe(true);

    await screen.findByRole('option', { name: 'Piano Clinic' });
    await user.selectOptions(screen.getByLabelText('Filter by event'), 'evt-1');
    await waitFor(() => expect(screen.queryByText('Chi Eze')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Export registrations CSV/ }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const csv = await readBlob(blobs[0]);
    expect(csv).toContain('Name,Email,Phone,Event ID,Event,Date,Registered At');
    expect(csv).toContain("'=Evil Formula,tunde@example.com,08012345678,evt-1,Choir Masterclass,5/2/2025");
    expect(csv).not.toContain('Chi Eze');
  });
});
