// /admin (docs/PRODUCT-RULES.md, Admin sign-in and session): without a token, straight to sign-in.
import { Navigate } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { site } from '../content/site';
import { AdminDashboard } from '../features/admin/admin-dashboard';
import { AdminSessionProvider } from '../features/admin/admin-session';
import { ADMIN_LOGIN_PATH, readToken } from '../features/admin/session-storage';

export default function AdminDashboardPage() {
  usePageMeta({ title: 'Admin Dashboard', description: `Manage events, testimonials, gallery and submissions for ${site.name}.` });
  const token = readToken();
  if (!token) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return (
    <AdminSessionProvider token={token}>
      <meta name="robots" content="noindex, nofollow" />
      <AdminDashboard />
    </AdminSessionProvider>
  );
}
