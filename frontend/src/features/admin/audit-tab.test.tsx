import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { AuditEntry } from '../../../../contract/schemas';
import { TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { on } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { renderAdmin, resetAdminTestState } from './admin-test-utils';

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
});

const entry: AuditEntry = {
  id: 'au-1',
  at: '2026-11-20T09:30:00.000Z',
  username: 'admin',
  route: 'admin-update-events',
  targetId: 'e1',
  summary: 'Event updated successfully',
};

test('a new site says there are no admin changes yet instead of an empty table', async () => {
  serveAdminApi();
  server.use(on('admin-list-audit', () => HttpResponse.json({ success: true, data: [] })));
  renderAdmin('/admin?tab=audit');
  expect(await screen.findByText('No admin changes yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Audit log' })).not.toBeInTheDocument();
});

test('lists who changed what', async () => {
  serveAdminApi();
  server.use(on('admin-list-audit', () => HttpResponse.json({ success: true, data: [entry] })));
  renderAdmin('/admin?tab=audit');
  const table = await screen.findByRole('table', { name: 'Audit log' });
  expect(table).toHaveTextContent('Event updated successfully');
  expect(screen.getByText('The newest admin change.')).toBeInTheDocument();
});
