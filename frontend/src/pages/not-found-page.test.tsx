import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import NotFoundPage from './not-found-page';

test('shows the SPEC card texts and sets its own title and description', () => {
  renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
  expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page Not Found | Harmony Music Ministry & Mentorship');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'The page you were looking for could not be found.');
  expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', document.title);
});
