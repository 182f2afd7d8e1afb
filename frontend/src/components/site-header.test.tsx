import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { applyColorMode } from '../lib/color-mode';
import { renderWithProviders } from '../test/render-with-providers';
import { SiteHeader } from './site-header';

// The desktop nav is display:none below the lg breakpoint, which jsdom applies,
// and hidden elements have no accessible name: find it by its label attribute.
const mainNav = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <SiteHeader />
      <Routes>
        <Route path="/" element={<p>Home content</p>} />
        <Route path="/about" element={<p>About content</p>} />
        <Route path="/services" element={<p>Services content</p>} />
        <Route path="/events" element={<p>Events content</p>} />
      </Routes>
    </>,
    { route },
  );
}

test('all seven links are there and the current page is highlighted', () => {
  renderAt('/services');
  const nav = mainNav();
  const names = Array.from(nav.querySelectorAll('a')).map((l) => l.textContent);
  expect(names).toEqual(['Home', 'About', 'Services', 'Events', 'Gallery', 'Testimonials', 'Contact']);
  expect(within(nav).getByText('Services')).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByText('Home')).not.toHaveAttribute('aria-current');
});

test('the mobile menu toggles open and closes when a link is chosen', async () => {
  const user = userEvent.setup();
  renderAt('/');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

  const toggle = screen.getByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  const menu = screen.getByRole('navigation', { name: 'Mobile' });
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

  await user.click(within(menu).getByRole('link', { name: 'About' }));
  expect(screen.getByText('About content')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  expect(within(mainNav()).getByText('About')).toHaveAttribute('aria-current', 'page');

  // The toggle closes it too.
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
});

test('past 50 px of scroll the header is marked scrolled (shadow, smaller padding)', async () => {
  renderAt('/');
  const header = screen.getByRole('banner');
  expect(header).toHaveAttribute('data-scrolled', 'false');

  act(() => {
    Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
    fireEvent.scroll(window);
  });
  await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));

  act(() => {
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    fireEvent.scroll(window);
  });
  await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
});

test('the theme toggle cycles light, dark and system and remembers the choice', async () => {
  const user = userEvent.setup();
  localStorage.clear();
  applyColorMode();
  renderAt('/');
  expect(document.documentElement).toHaveClass('light');

  await user.click(screen.getByRole('button', { name: 'Theme: Light. Switch to Dark' }));
  expect(document.documentElement).toHaveClass('dark');
  expect(localStorage.getItem('harmony-theme')).toBe('dark');

  await user.click(screen.getByRole('button', { name: 'Theme: Dark. Switch to System' }));
  expect(localStorage.getItem('harmony-theme')).toBe('system');
  expect(screen.getByRole('button', { name: 'Theme: System. Switch to Light' })).toBeInTheDocument();
});
