import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { NEWS_TEXT } from '../features/news/news-subscriber';
import { pathOf } from '../test/msw/routes';
import { server } from '../test/msw/server';
import { renderWithProviders } from '../test/render-with-providers';
import NewsConfirmPage from './news-confirm-page';
import NewsPage from './news-page';

const open = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/news/confirm/:token" element={<NewsConfirmPage />} />
      <Route path="/news/:token" element={<NewsPage />} />
    </Routes>,
    { route: path },
  );

describe('the mailing list pages', () => {
  it('confirms a sign-up only on the click, then links to the subscriber page', async () => {
    const user = userEvent.setup();
    let confirmed = 0;
    server.use(
      http.post(pathOf('confirm-subscription', { token: 'c-1' }), () => {
        confirmed++;
        return HttpResponse.json({ success: true, message: 'ok', id: 'm-1' });
      }),
    );
    open('/news/confirm/c-1');
    await user.click(await screen.findByRole('button', { name: NEWS_TEXT.confirmButton }));
    expect(await screen.findByText(NEWS_TEXT.confirmed)).toBeInTheDocument();
    expect(confirmed).toBe(1);
    expect(screen.getByRole('link', { name: NEWS_TEXT.manage })).toHaveAttribute('href', '/news/m-1');
  });

  it('shows the interests, saves them, and unsubscribes with the one-click body; loading posts nothing', async () => {
    const user = userEvent.setup();
    const posted: { what: string; body: unknown }[] = [];
    let subscribed = true;
    server.use(
      http.get(pathOf('get-subscriber', { token: 'm-1' }), () => HttpResponse.json({ success: true, data: { interests: ['events'], subscribed } })),
      http.put(pathOf('update-subscriber', { token: 'm-1' }), async ({ request }) => {
        posted.push({ what: 'interests', body: await request.json() });
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
      http.post(pathOf('unsubscribe', { token: 'm-1' }), async ({ request }) => {
        posted.push({ what: 'unsubscribe', body: await request.json() });
        subscribed = false;
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
    );
    open('/news/m-1');
    const events = await screen.findByRole('checkbox', { name: 'Events' });
    expect(events).toBeChecked();
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Vocal Training' }));
    await user.click(screen.getByRole('button', { name: NEWS_TEXT.save }));
    await waitFor(() => expect(posted).toEqual([{ what: 'interests', body: { interests: ['events', 'vocal-training'] } }]));
    await user.click(screen.getByRole('button', { name: NEWS_TEXT.unsubscribe }));
    expect(await screen.findByText(NEWS_TEXT.unsubscribed)).toBeInTheDocument();
    expect(posted[1]).toEqual({ what: 'unsubscribe', body: { 'List-Unsubscribe': 'One-Click' } });
    expect(await screen.findByText(NEWS_TEXT.notSubscribed)).toBeInTheDocument();
  });
});
