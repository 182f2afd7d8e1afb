import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { ACCESS_TEXT } from '../features/privacy/privacy-access';
import { pathOf } from '../test/msw/routes';
import type { PersonData } from '../lib/person-data';
import { server } from '../test/msw/server';
import { renderWithProviders } from '../test/render-with-providers';
import PrivacyAccessPage from './privacy-access-page';

const DATA: PersonData = {
  email: 'ada@example.com',
  orders: [{ id: 'o1', eventTitle: 'Vocal Masterclass', amount: 12500 }],
  tickets: [],
  messages: [{ id: 'm1', message: 'Do you teach violin?' }],
  trialBookings: [],
  enrolments: [],
  waitlist: [],
  mails: [{ subject: 'Your ticket', sentAt: '2026-11-20T09:31:00.000Z' }],
  consents: [],
};

const open = (token: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/privacy/access/:token" element={<PrivacyAccessPage />} />
    </Routes>,
    { route: `/privacy/access/${token}` },
  );

describe('the privacy access page', () => {
  it('shows the data by section, downloads exactly it, stops news, and erases after asking once more', async () => {
    const user = userEvent.setup();
    const posted: { path: string; body: unknown }[] = [];
    server.use(
      http.get(pathOf('get-privacy-access', { token: 'tok-1' }), () => HttpResponse.json({ data: DATA })),
      http.post(pathOf('withdraw-privacy-consent', { token: 'tok-1' }), async ({ request }) => {
        posted.push({ path: 'consent', body: await request.json() });
        return HttpResponse.json({ success: true });
      }),
      http.post(pathOf('erase-privacy-data', { token: 'tok-1' }), () => {
        posted.push({ path: 'erase', body: null });
        return HttpResponse.json({ success: true, data: { erased: 3 } });
      }),
    );
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open('tok-1');

    expect(await screen.findByText(/3 records/)).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Orders and tickets' });
    expect(within(orders).getByRole('heading', { name: 'Order: Vocal Masterclass' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Trial bookings' })).getByText('No trial bookings.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Mails we sent you' })).getByText('Sent at')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download as JSON' }));
    expect(saved).toEqual([expect.stringMatching(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)]);
    expect(JSON.parse(await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]);
    }))).toEqual(DATA);
    click.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Stop news' }));
    expect(await screen.findByText(ACCESS_TEXT.newsStopped)).toBeInTheDocument();
    expect(posted).toEqual([{ path: 'consent', body: { marketing: false } }]);

    // Erase asks once more, in the page; Keep goes back without erasing.
    await user.click(screen.getByRole('button', { name: 'Erase my data' }));
    const ask = screen.getByRole('heading', { name: 'Erase everything we hold about ada@example.com?' });
    await waitFor(() => expect(ask).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Keep my data' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Erase my data' })).toHaveFocus());
    expect(posted).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Erase my data' }));
    await user.click(screen.getByRole('button', { name: 'Yes, erase my data' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('3 records erased.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(posted.map((p) => p.path)).toEqual(['consent', 'erase']);
  });

  it('corrects a name or phone: an empty form is refused in the page, the typed fields only are sent, and the page loads the data again', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let loads = 0;
    server.use(
      http.get(pathOf('get-privacy-access', { token: 'tok-2' }), () => {
        loads++;
        return HttpResponse.json({ data: DATA });
      }),
      http.post(pathOf('correct-privacy-data', { token: 'tok-2' }), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Your details have been corrected.', data: { changed: 2 } });
      }),
    );
    open('tok-2');
    await user.click(await screen.findByRole('button', { name: 'Correct my name or phone' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Correct my name or phone' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a new name or phone number')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Your phone number'), '+234 803 999 0000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Done: 2 records corrected.')).toBeInTheDocument();
    expect(sent).toEqual([{ phone: '+234 803 999 0000' }]);
    await waitFor(() => expect(loads).toBe(2));
  });

  it('says an expired link expired and an unknown one does not work, each with a way to ask again', async () => {
    server.use(
      http.get(pathOf('get-privacy-access', { token: 'old' }), () => HttpResponse.json({ message: 'Expired' }, { status: 410 })),
      http.get(pathOf('get-privacy-access', { token: 'nope' }), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    const { unmount } = open('old');
    expect(await screen.findByRole('heading', { name: ACCESS_TEXT.expired })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/privacy#your-data');
    unmount();
    open('nope');
    expect(await screen.findByRole('heading', { name: ACCESS_TEXT.unknown })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
