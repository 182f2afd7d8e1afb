// /admin (docs/PRODUCT-RULES.md, Admin sign-in and session): without a token, straight to sign-in;
// with a first password still to replace, only the change-password screen; while the owner's
// policy wants a second factor this account lacks, only the add-a-factor screen.
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { AdminDashboard } from '../features/admin/admin-dashboard';
import { AdminSessionProvider, useAdminSession } from '../features/admin/admin-session';
import { FactorRequiredScreen } from '../features/admin/factor-required-screen';
import { FirstPasswordScreen } from '../features/admin/first-password-screen';
import { ADMIN_LOGIN_PATH, readMustChangePassword, readToken, storeMustChangePassword } from '../features/admin/session-storage';
import { PAGES } from './page-table';

/** A call answered 409 factorRequired (admin-client.ts): the add-a-factor screen until one is added. */
function DashboardOrFactor() {
  const { factorRequired } = useAdminSession();
  return factorRequired ? <FactorRequiredScreen /> : <AdminDashboard />;
}

export default function AdminDashboardPage() {
  usePageMeta(PAGES.admin);
  const [mustChangePassword, setMustChangePassword] = useState(readMustChangePassword);
  const token = readToken();
  if (!token) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return (
    <AdminSessionProvider token={token}>
      <meta name="robots" content="noindex, nofollow" />
      {mustChangePassword ? (
        <FirstPasswordScreen
          onDone={() => {
            storeMustChangePassword(false);
            setMustChangePassword(false);
          }}
        />
      ) : (
        <DashboardOrFactor />
      )}
    </AdminSessionProvider>
  );
}
