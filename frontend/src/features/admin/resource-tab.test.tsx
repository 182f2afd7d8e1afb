// The generic list + dialog + CRUD tab, through the real dashboard page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MESSAGES } from '../../../../contract/messages';
import type { GalleryItem, Testimonial } from '../../../../contract/schemas';
import { TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { errorAnswer } from '../../test/msw/answers';
import { on, pathOf } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { event, renderAdmin, resetAdminTestState } from './admin-test-utils';
import type { Event } from '../../../../contract/schemas';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdminSessionProvider } from './admin-session';
import { ResourceTab } from './resource-tab';
import { eventResource } from './resources/event-resource';

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
});

const testimonial = (over: Partial<Testimonial> = {}): Testimonial => ({
  id: 't-1',
  text: 'My choir sings better than ever.',
  name: 'Grace Adeyemi',
  position: 'Music Director, Grace Chapel',
  isActive: true,
  createdAt: '2025-02-03T10:00:00.000Z',
  ...over,
});
const galleryItem = (over: Partial<GalleryItem> = {}): GalleryItem => ({
  id: 'g-1',
  title: 'Workshop day',
  imageUrl: '/images/gallery/missing.webp',
  alt: undefined,
  description: undefined,
  category: 'workshops',
  isActive: true,
  createdAt: '2025-02-03T10:00:00.000Z',
  ...over,
});

/** The open dialog with all its fields: the first few come with the tap, the rest in a render just after. */
async function dialog() {
  const d = await screen.findByRole('dialog');
  await waitFor(() => expect(within(d).queryByLabelText('Loading the other fields')).toBeNull());
  return d;
}

// change events rather than keystrokes: the form re-validates on every change, keystrokes make this slow.
function fillEvent(d: HTMLElement) {
  const f = within(d);
  const set = (label: RegExp, value: string) => fireEvent.change(f.getByLabelText(label), { target: { value } });
  set(/^Title/, 'Vocal Bootcamp');
  set(/^Description/, 'Breathing, tone and harmony');
  set(/^Date/, '2030-01-10');
  set(/^Start Time/, '09:00');
  set(/^End Time/, '13:00');
  set(/^Location/, 'Harmony Studio');
  set(/^Address/, '12 Adeola Odeku Street');
  set(/^Price/, '10000');
  set(/^Max Participants/, '30');
}

describe('Events tab', () => {
  it("shows SPEC's empty state", async () => {
    serveAdminApi();
    renderAdmin('/admin?tab=events');
    expect(await screen.findByText('No events found. Create your first event to get started.')).toBeInTheDocument();
  });

  it('opening the edit dialog does not render the rows again (the tap paints the dialog, not the list)', async () => {
    serveAdminApi({ events: [event(), event({ id: 'evt-2', title: 'Hidden', isActive: false })] });
    let cells = 0;
    const config = { ...eventResource, columns: [{ header: 'Title', cell: (e: Event) => (cells++, e.title) }] };
    const user = userEvent.setup();
    renderWithProviders(
      <AdminSessionProvider token={TOKEN}>
        <ResourceTab config={config} />
      </AdminSessionProvider>,
    );
    const edit = await screen.findByRole('button', { name: 'Edit Choir Masterclass' });
    const rendered = cells;
    await user.click(edit);
    expect(within(await dialog()).getByLabelText(/^Title/)).toHaveValue('Choir Masterclass');
    expect(cells).toBe(rendered);
  });

  it('lists events with short date, seats taken of capacity and an Active badge', async () => {
    serveAdminApi({ events: [event(), event({ id: 'evt-2', title: 'Hidden', isActive: false })] });
    renderAdmin('/admin?tab=events');
    const row = (await screen.findByText('Choir Masterclass')).closest('tr')!;
    expect(within(row).getByText('3/14/2030')).toBeInTheDocument();
    expect(within(row).getByLabelText('12 of 40 seats taken')).toHaveTextContent('12 / 40');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByText('Hidden').closest('tr')!).getByText('Inactive')).toBeInTheDocument();
  });

  it("validates with SPEC's messages, then creates, toasts, closes and refetches", async () => {
    const api = serveAdminApi();
    const user = userEvent.setup();
    renderAdmin('/admin?tab=events');
    await user.click(await screen.findByRole('button', { name: /Add Event/ }));
    const d = await dialog();
    expect(within(d).getByRole('heading', { name: 'Add Event' })).toBeInTheDocument();
    expect(within(d).getByLabelText(/^Max Participants/)).toHaveValue(0);

    await user.click(within(d).getByRole('button', { name: 'Create Event' }));
    expect((await within(d).findAllByText('Required')).length).toBeGreaterThanOrEqual(8);
    expect(api.sent.filter((c) => c.method === 'POST')).toHaveLength(0);

    fillEvent(d);
    await waitFor(() => expect(within(d).queryByText('Required')).not.toBeInTheDocument());
    await user.click(within(d).getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Event created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Vocal Bootcamp')).toBeInTheDocument();
    const post = api.sent.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      path: pathOf('admin-create-events'),
      body: { title: 'Vocal Bootcamp', date: '2030-01-10', maxParticipants: 30, price: 10000, startTime: '09:00', endTime: '13:00', isActive: true },
    });
    expect(api.sent.filter((c) => c.method === 'GET' && c.path === pathOf('admin-list-events')).length).toBeGreaterThanOrEqual(2);
  });

  it('edits the selected event, switching it inactive', async () => {
    const api = serveAdminApi({ events: [event()] });
    const user = userEvent.setup();
    renderAdmin('/admin?tab=events');
    await user.click(await screen.findByRole('button', { name: 'Edit Choir Masterclass' }));
    const d = await dialog();
    expect(within(d).getByRole('heading', { name: 'Edit Event' })).toBeInTheDocument();
    expect(within(d).getByLabelText(/^Title/)).toHaveValue('Choir Masterclass');
    expect(within(d).getByLabelText(/^Date/)).toHaveValue('2030-03-14');
    const active = within(d).getByRole('checkbox', { name: 'Active' });
    expect(active).toBeChecked();
    await user.click(active);
    await user.click(within(d).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
    expect(api.sent.find((c) => c.method === 'PUT')).toMatchObject({
      path: pathOf('admin-update-events', { id: 'evt-1' }),
      body: { isActive: false, title: 'Choir Masterclass' },
      authorization: `Bearer ${TOKEN}`,
    });
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
  });

  it('cancel closes the dialog and resets the form; create after edit is empty', async () => {
    serveAdminApi({ events: [event()] });
    const user = userEvent.setup();
    renderAdmin('/admin?tab=events');
    await user.click(await screen.findByRole('button', { name: /Add Event/ }));
    fireEvent.change(within(await dialog()).getByLabelText(/^Title/), { target: { value: 'Half typed' } });
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit Choir Masterclass' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Add Event/ }));
    expect(within(await dialog()).getByLabelText(/^Title/)).toHaveValue('');
  });

  it("shows a server 400's field errors and message, keeping what was typed", async () => {
    serveAdminApi();
    server.use(on('admin-create-events', () => errorAnswer(400, 'Please check the form', { imageUrl: 'Image URL must start with https:// or /' })));
    const user = userEvent.setup();
    renderAdmin('/admin?tab=events');
    await user.click(await screen.findByRole('button', { name: /Add Event/ }));
    const d = await dialog();
    fillEvent(d);
    await user.click(within(d).getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Please check the form')).toBeInTheDocument();
    expect(await within(d).findByText('Image URL must start with https:// or /')).toBeInTheDocument();
    expect(within(d).getByLabelText(/^Title/)).toHaveValue('Vocal Bootcamp');
  });

  it('shows an error toast with the message when success is false, and stays open', async () => {
    serveAdminApi({ events: [event()] });
    server.use(on('admin-update-events', () => HttpResponse.json({ success: false, message: 'Event not found' })));
    const user = userEvent.setup();
    renderAdmin('/admin?tab=events');
    await user.click(await screen.findByRole('button', { name: 'Edit Choir Masterclass' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes only after the browser confirm', async () => {
    const api = serveAdminApi({ events: [event()] });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    renderAdmin('/admin?tab=events');
    await user.click(await screen.findByRole('button', { name: 'Delete Choir Masterclass' }));
    expect(confirm).toHaveBeenLastCalledWith(expect.stringMatching(/^Are you sure you want to delete this event\?/));
    expect(api.sent.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Choir Masterclass' }));
    expect(await screen.findByText('Event deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No events found. Create your first event to get started.')).toBeInTheDocument();
  });

  it('gives field errors for a negative price and capacity, keeping what was typed', async () => {
    serveAdminApi();
    const user = userEvent.setup();
    renderAdmin('/admin?tab=events');
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const d = await dialog();
    fillEvent(d);
    fireEvent.change(within(d).getByLabelText(/^Price/), { target: { value: '-5' } });
    fireEvent.change(within(d).getByLabelText(/^Max Participants/), { target: { value: '-3' } });
    await user.click(within(d).getByRole('button', { name: 'Create Event' }));
    expect(await within(d).findByText(MESSAGES.price)).toBeInTheDocument();
    expect(within(d).getByText(MESSAGES.maxParticipants)).toBeInTheDocument();
    expect(within(d).getByLabelText(/^Price/)).toHaveValue(-5);
  });

  it('cancels an event after the confirm, and archives one', async () => {
    const api = serveAdminApi({ events: [event({ seatsTaken: 2 })] });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderAdmin('/admin?tab=events');
    await user.click(await screen.findByRole('button', { name: 'Cancel event Choir Masterclass' }));
    expect(await screen.findByText('Event cancelled. 2 registrants will be told by mail.')).toBeInTheDocument();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(api.sent.some((c) => c.method === 'POST' && c.path === pathOf('admin-cancel-event', { id: 'evt-1' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Archive Choir Masterclass' }));
    expect(await screen.findByText('Archived')).toBeInTheDocument();
  });

  it('shows an error toast with the server message when a delete fails', async () => {
    serveAdminApi({ events: [event()] });
    server.use(on('admin-delete-events', () => errorAnswer(409, 'Event has registrations')));
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdmin('/admin?tab=events');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Choir Masterclass' }));
    expect(await screen.findByText('Event has registrations')).toBeInTheDocument();
    expect(screen.getByText('Choir Masterclass')).toBeInTheDocument();
  });
});

describe('Testimonials tab', () => {
  it("shows SPEC's empty state and creates a testimonial", async () => {
    const api = serveAdminApi();
    const user = userEvent.setup();
    renderAdmin('/admin?tab=testimonials');
    expect(await screen.findByText('No testimonials found. Create your first testimonial to get started.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add Testimonial/ }));
    const d = await dialog();
    await user.click(within(d).getByRole('button', { name: 'Create Testimonial' }));
    expect(await within(d).findAllByText('Required')).toHaveLength(3);
    fireEvent.change(within(d).getByLabelText(/^Testimonial/), { target: { value: 'Wonderful teachers' } });
    fireEvent.change(within(d).getByLabelText(/^Name/), { target: { value: 'Kemi' } });
    fireEvent.change(within(d).getByLabelText(/^Position/), { target: { value: 'Alto, Lagos Chorale' } });
    await user.click(within(d).getByRole('button', { name: 'Create Testimonial' }));
    expect(await screen.findByText('Testimonial created successfully')).toBeInTheDocument();
    expect(api.sent.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Wonderful teachers', name: 'Kemi', position: 'Alto, Lagos Chorale', isActive: true });
  });

  it("takes a photo of the author: a pasted link is previewed and saved with the testimonial", async () => {
    const api = serveAdminApi({ testimonials: [testimonial()] });
    const user = userEvent.setup();
    renderAdmin('/admin?tab=testimonials');
    await user.click(await screen.findByRole('button', { name: 'Edit testimonial by Grace Adeyemi' }));
    const d = await dialog();
    fireEvent.change(within(d).getByLabelText(/^Photo of the author/), { target: { value: 'https://example.org/grace.jpg' } });
    expect(within(d).getByAltText('Preview')).toHaveAttribute('src', 'https://example.org/grace.jpg');
    await user.click(within(d).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Testimonial updated successfully')).toBeInTheDocument();
    expect(api.sent.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Grace Adeyemi', imageUrl: 'https://example.org/grace.jpg' });
  });

  it('asks to confirm with the testimonial wording', async () => {
    const api = serveAdminApi({ testimonials: [testimonial()] });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderAdmin('/admin?tab=testimonials');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete testimonial by Grace Adeyemi' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this testimonial? Its uploaded photo is deleted too.');
    expect(api.sent.some((c) => c.method === 'DELETE')).toBe(false);
  });
});

describe('Gallery tab', () => {
  it("shows SPEC's empty state; the form defaults the category to general and previews the image", async () => {
    const api = serveAdminApi();
    const user = userEvent.setup();
    renderAdmin('/admin?tab=gallery');
    expect(await screen.findByText('No gallery items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add Gallery item/ }));
    const d = await dialog();
    expect(within(d).getByLabelText(/^Category/)).toHaveValue('general');
    fireEvent.change(within(d).getByLabelText(/^Title/), { target: { value: 'Studio night' } });
    fireEvent.change(within(d).getByLabelText(/^Image URL/), { target: { value: '/images/gallery/gallery-8.webp' } });
    expect(within(d).getByAltText('Preview')).toHaveAttribute('src', '/images/gallery/gallery-8.webp');
    await user.selectOptions(within(d).getByLabelText(/^Category/), 'studio');
    // Alt text is required: the photo is described for visitors who cannot see it.
    await user.click(within(d).getByRole('button', { name: 'Create Gallery item' }));
    expect(await within(d).findByText(MESSAGES.altText)).toBeInTheDocument();
    expect(api.sent.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(d).getByLabelText(/^Alt text/), { target: { value: 'Singers around a studio microphone' } });
    await user.click(within(d).getByRole('button', { name: 'Create Gallery item' }));
    expect(await screen.findByText('Gallery item created successfully')).toBeInTheDocument();
    expect(api.sent.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Studio night',
      alt: 'Singers around a studio microphone',
      category: 'studio',
      isActive: true,
    });
  });

  it('falls back to the placeholder when an image fails, and confirms deletes', async () => {
    serveAdminApi({ gallery: [galleryItem()] });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderAdmin('/admin?tab=gallery');
    const img = await screen.findByAltText('Workshop day');
    fireEvent.error(img);
    await waitFor(() => expect(img).toHaveAttribute('src', '/images/placeholder.webp'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Workshop day' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this gallery item? Its uploaded photo is deleted too.');
  });
});
