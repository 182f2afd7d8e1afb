// The dashboard's session: the token, a client bound to it, and the one
// reaction to a 401 (clear the token, back to sign-in with the notice).
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { createAdminClient, type AdminClient } from './admin-client';
import { ADMIN_LOGIN_PATH, EXPIRED_LOGIN_URL, clearToken } from './session-storage';

type AdminSession = {
  token: string;
  client: AdminClient;
  /** Leave: logout call, then token removed and sign-in page, whatever the call answered. */
  logout: () => Promise<void>;
};

const SessionContext = createContext<AdminSession | null>(null);

export function AdminSessionProvider({ token, children }: { token: string; children: ReactNode }) {
  const navigate = useNavigate();
  // Several lists may answer 401 at once; navigate only once.
  const ended = useRef(false);

  const expire = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    clearToken();
    void navigate(EXPIRED_LOGIN_URL, { replace: true });
  }, [navigate]);

  // eslint-disable-next-line react-hooks/refs -- createAdminClient keeps expire for a later 401 and never calls it while rendering, so the ref is not read during render
  const client = useMemo(() => createAdminClient(token, expire), [token, expire]);

  const logout = useCallback(async () => {
    ended.current = true;
    try {
      await client.logout();
    } catch {
      // The admin leaves whatever the logout call returns: the token is dropped here anyway.
    }
    clearToken();
    void navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [client, navigate]);

  const value = useMemo(() => ({ token, client, logout }), [token, client, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSession outside <AdminSessionProvider>');
  return session;
}
