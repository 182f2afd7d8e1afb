import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdminDashboard } from './admin-dashboard';
import { AdminSessionProvider } from './admin-session';
import type { AdminTab } from './admin-tabs';

test('a tab tap does not render the panel it leaves again: the tap paints the selection, the new panel follows', async () => {
  let overviewRenders = 0;
  const tabs: AdminTab[] = [
    {
      value: 'overview',
      label: 'Overview',
      Panel: () => {
        overviewRenders++;
        return <p>Overview panel</p>;
      },
    },
    { value: 'events', label: 'Events', Panel: () => <p>Events panel</p> },
  ];
  const user = userEvent.setup();
  renderWithProviders(
    <AdminSessionProvider token="token">
      <AdminDashboard tabs={tabs} />
    </AdminSessionProvider>,
    { route: '/admin' },
  );
  expect(await screen.findByText('Overview panel')).toBeInTheDocument();
  const before = overviewRenders;
  await user.click(screen.getByRole('tab', { name: 'Events' }));
  expect(await screen.findByText('Events panel')).toBeVisible();
  expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  expect(overviewRenders).toBe(before);
});
