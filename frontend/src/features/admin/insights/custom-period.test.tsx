import { fireEvent, screen, within } from '@testing-library/react';
import { STATS_MESSAGES } from '../../../../../contract/stats';
import { TOKEN, serveAdminApi } from '../../../test/msw/admin-api';
import { renderAdmin, resetAdminTestState } from '../admin-test-utils';

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
});

const registrationsCaption = () => within(screen.getByRole('figure', { name: 'Registrations per day' })).getByText(/^Registrations per day,/);

test('the overview takes its own from and to: a range over 366 days says why and asks nothing; a right one is what the charts say', async () => {
  serveAdminApi();
  renderAdmin('/admin');
  await screen.findByRole('figure', { name: 'Registrations per day' });
  fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-05' } });
  expect(await screen.findByRole('alert')).toHaveTextContent(STATS_MESSAGES.tooLong);
  expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');

  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-01-10' } });
  expect(await screen.findByText(/^Registrations per day, 1 Jan 2025 to 10 Jan 2025/)).toBeInTheDocument();
  expect(registrationsCaption()).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
