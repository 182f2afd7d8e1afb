import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { DEFAULT_SITE_CONTENT } from '../../../contract/default-site-content';
import { RETENTION_DEFAULTS } from '../../../contract/privacy';
import { REQUEST_SENT } from '../features/privacy/privacy-request-form';
import { on } from '../test/msw/routes';
import { server } from '../test/msw/server';
import { renderWithProviders } from '../test/render-with-providers';
import PrivacyPage from './privacy-page';

const privacy = {
  ...DEFAULT_SITE_CONTENT.privacy,
  updated: '2027-03-05',
  parts: [{ title: 'What we collect and why', text: 'Your name:\n- to book your seat' }, ...DEFAULT_SITE_CONTENT.privacy.parts.slice(1)],
};

beforeEach(() => {
  server.use(on('get-site-content', () => HttpResponse.json({ content: { ...DEFAULT_SITE_CONTENT, privacy } })));
});

describe('the privacy page', () => {
  it("shows the admin's notice with the date of its version, who we are from the contact details, and the retention settings", async () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(await screen.findByRole('heading', { name: 'What we collect and why' })).toBeInTheDocument();
    expect(screen.getByText('to book your seat').tagName).toBe('LI');
    expect(screen.getByText(/This version:/)).toHaveTextContent('This version: 5 March 2027');
    const who = screen.getByRole('heading', { name: 'Who we are and how to reach us' }).parentElement!;
    expect(within(who).getByRole('link', { name: DEFAULT_SITE_CONTENT.contact.emails[0] })).toHaveAttribute('href', `mailto:${DEFAULT_SITE_CONTENT.contact.emails[0]}`);
    expect(screen.getByText(`${RETENTION_DEFAULTS.contactMessagesMonths} months after they were sent`)).toBeInTheDocument();
    // The kinds the retention job took on later say their periods too: learners, receipts, consent answers, requests.
    expect(screen.getByText(/Learners' and guardians' details/).parentElement).toHaveTextContent(`${RETENTION_DEFAULTS.learnersMonthsAfterEnd} months after the learner stops`);
    expect(screen.getByText(/^Receipts and credit notes/).parentElement).toHaveTextContent(`your name and email ${RETENTION_DEFAULTS.accountingYears} years after`);
    expect(screen.getByText(/^Your answers to news and offers/).parentElement).toHaveTextContent(`${RETENTION_DEFAULTS.consentProofYears} years after, as proof`);
    expect(screen.getByText(/^Your email on a request to see or erase/).parentElement).toHaveTextContent(`${RETENTION_DEFAULTS.privacyRequestEmailDays} days after the request`);
    expect(screen.getByRole('heading', { name: 'How to complain' })).toBeInTheDocument();
  });

  it('answers a request the same way for any address and moves focus to the answer; a failure keeps the address', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    let fail = true;
    server.use(
      on('request-privacy-link', async ({ request }) => {
        asked.push(await request.json());
        return fail ? HttpResponse.json({ message: 'Too many requests. Please wait a few minutes.' }, { status: 429 }) : HttpResponse.json({ success: true, message: 'queued' }, { status: 202 });
      }),
    );
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    const field = screen.getByRole('textbox', { name: /Your email address/ });

    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(asked).toHaveLength(0);

    await user.click(field);
    await user.paste('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a few minutes.');
    expect(field).toHaveValue('ada@example.com');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(REQUEST_SENT);
    await waitFor(() => expect(answer).toHaveFocus());
    expect(asked).toEqual([{ email: 'ada@example.com' }, { email: 'ada@example.com' }]);
  });
});
