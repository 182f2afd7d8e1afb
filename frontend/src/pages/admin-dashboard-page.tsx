// /admin (docs/PRODUCT-RULES.md, Admin sign-in and session): without a token, straight to sign-in.
import { Navigate } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { AdminDashboard } from '../features/admin/admin-dashboard';
import { AdminSessionProvider } from '../features/admin/admin-session';
import { ADMIN_LOGIN_PATH, readToken } from '../features/admin/session-storage';
import { PAGES } from './page-table';

export default function AdminDashboardPage() {
  usePageMeta(PAGES.admin);
  const token = readToken();
  if (!token) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return (
    <AdminSessionProvider token={token}>
      <meta name="robots" content="noindex, nofollow" />
      <AdminDashboard />
    </AdminSessionProvider>
  );
}
