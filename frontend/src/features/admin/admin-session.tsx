// The dashboard's session: the token, a client bound to it, and the one
// reaction to a 401 (clear the token, back to sign-in with the notice). Also the
// answers to the admin wrapper's 409s: the "Confirm it's you" dialog before the
// riskiest actions, and whether the owner's policy wants a second factor first.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { createAdminClient, type AdminClient } from './admin-client';
import { ADMIN_LOGIN_PATH, EXPIRED_LOGIN_URL, clearToken } from './session-storage';

// "Confirm it's you" opens only when a riskiest call is answered 409: its code (the dialog, its form and
// the step-up's schema) loads then, not with every admin screen (the door's among them).
const StepUpDialog = lazy(() => import('./step-up-dialog').then((m) => ({ default: m.StepUpDialog })));

type AdminSession = {
  token: string;
  client: AdminClient;
  /** Leave: logout call, then token removed and sign-in page, whatever the call answered. */
  logout: () => Promise<void>;
  /** The policy wants a second factor on this account before anything else (a call answered 409 factorRequired). */
  factorRequired: boolean;
  setFactorRequired: (required: boolean) => void;
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

  const [factorRequired, setFactorRequired] = useState(false);
  // One "Confirm it's you" at a time: calls that ask meanwhile wait for the same answer.
  const [confirming, setConfirming] = useState(false);
  const pending = useRef<{ promise: Promise<boolean>; resolve: (passed: boolean) => void } | null>(null);
  const confirmIdentity = useCallback(() => {
    if (!pending.current) {
      let resolve!: (passed: boolean) => void;
      const promise = new Promise<boolean>((r) => (resolve = r));
      pending.current = { promise, resolve };
      setConfirming(true);
    }
    return pending.current.promise;
  }, []);
  const confirmed = useCallback((passed: boolean) => {
    pending.current?.resolve(passed);
    pending.current = null;
    setConfirming(false);
  }, []);
  const onFactorRequired = useCallback(() => setFactorRequired(true), []);

  // eslint-disable-next-line react-hooks/refs -- createAdminClient keeps expire for a later 401 and never calls it while rendering, so the ref is not read during render
  const client = useMemo(() => createAdminClient(token, expire, { confirmIdentity, onFactorRequired }), [token, expire, confirmIdentity, onFactorRequired]);

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

  const value = useMemo(() => ({ token, client, logout, factorRequired, setFactorRequired }), [token, client, logout, factorRequired]);
  return (
    <SessionContext.Provider value={value}>
      {children}
      {confirming && (
        <Suspense fallback={null}>
          <StepUpDialog client={client} onDone={confirmed} />
        </Suspense>
      )}
    </SessionContext.Provider>
  );
}

export function useAdminSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSession outside <AdminSessionProvider>');
  return session;
}
