// /admin/check-in (docs/PRODUCT-RULES.md, Check-in at the door): without a token, straight to sign-in.
import { Navigate } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { AdminSessionProvider } from '../features/admin/admin-session';
import { CheckInScreen } from '../features/admin/check-in/check-in-screen';
import { ADMIN_LOGIN_PATH, readToken } from '../features/admin/session-storage';
import { PAGES } from './page-table';

export default function AdminCheckInPage() {
  usePageMeta(PAGES.adminCheckIn);
  const token = readToken();
  if (!token) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      {/* The session's "Confirm it's you" dialog, which the attendance export may ask for. */}
      <AdminSessionProvider token={token}>
        <CheckInScreen token={token} />
      </AdminSessionProvider>
    </>
  );
}
