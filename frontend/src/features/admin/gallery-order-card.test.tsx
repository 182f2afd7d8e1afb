// The gallery's order in the admin: buttons and drag and drop arrange the
// photos, saving sends the new order, and /gallery's list comes back in it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GALLERY_ORDER_MESSAGES } from '../../../../contract/messages';
import type { GalleryItem } from '../../../../contract/schemas';
import { TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { renderAdmin, resetAdminTestState } from './admin-test-utils';

const photo = (id: string, title: string, day: number, over: Partial<GalleryItem> = {}): GalleryItem => ({
  id,
  title,
  imageUrl: `/images/gallery/${id}.webp`,
  alt: undefined,
  description: undefined,
  category: 'workshops',
  isActive: true,
  createdAt: `2025-02-0${day}T10:00:00.000Z`,
  ...over,
});

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
});

const titles = () => within(screen.getByRole('list', { name: 'Gallery order' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

test('Move up / Move down arrange the photos; saving sends the order and /gallery lists it', async () => {
  const api = serveAdminApi({ gallery: [photo('a', 'Choir', 1), photo('b', 'Band', 2), photo('c', 'Recital', 3), photo('h', 'Hidden', 4, { isActive: false })] });
  const user = userEvent.setup();
  renderAdmin('/admin?tab=gallery');
  await screen.findByRole('list', { name: 'Gallery order' });
  // Only what /gallery shows, in its order.
  expect(titles()).toEqual(['Choir', 'Band', 'Recital']);
  expect(screen.getByRole('button', { name: 'Move up: Choir' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Move up: Recital' }));
  await user.click(screen.getByRole('button', { name: 'Move up: Recital' }));
  await user.click(screen.getByRole('button', { name: 'Move down: Choir' }));
  expect(titles()).toEqual(['Recital', 'Band', 'Choir']);

  await user.click(screen.getByRole('button', { name: 'Save order' }));
  expect(await screen.findByText(GALLERY_ORDER_MESSAGES.saved)).toBeInTheDocument();
  expect(api.sent.find((r) => r.path === '/api/admin/gallery-order')?.body).toEqual({ ids: ['c', 'b', 'a'] });
  // Reloaded from /gallery: the saved order, nothing left to save.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled());
  expect(titles()).toEqual(['Recital', 'Band', 'Choir']);
});

test('dragging a photo onto another puts it in that place', async () => {
  serveAdminApi({ gallery: [photo('a', 'Choir', 1), photo('b', 'Band', 2), photo('c', 'Recital', 3)] });
  renderAdmin('/admin?tab=gallery');
  const list = await screen.findByRole('list', { name: 'Gallery order' });
  const [choir, , recital] = within(list).getAllByRole('listitem');
  fireEvent.dragStart(recital);
  fireEvent.dragOver(choir);
  fireEvent.drop(choir);
  expect(titles()).toEqual(['Recital', 'Choir', 'Band']);
  expect(screen.getByRole('button', { name: 'Save order' })).toBeEnabled();
  fireEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
  expect(titles()).toEqual(['Choir', 'Band', 'Recital']);
});
