// TEMPORARY (issue 36, for the lead at merge): the privacy routes are built on
// another branch, so they are not in contract/ here and this module calls them
// by path. At merge, replace each call with the route table's name
// (callLater / api.call, e.g. callLater('requestPrivacyAccess', { body })),
// take the types from contract/, and delete this file: no other file of the
// SPA spells an /api/ path. The shapes are the issue's.
import { ApiError } from '../../lib/api-error';
import type { PersonData } from '../../lib/person-data';

export const PRIVACY_PATHS = {
  requests: '/api/privacy/requests',
  access: (token: string) => `/api/privacy/access/${encodeURIComponent(token)}`,
  consent: (token: string) => `/api/privacy/access/${encodeURIComponent(token)}/consent`,
  erase: (token: string) => `/api/privacy/access/${encodeURIComponent(token)}/erase`,
} as const;

async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const privacyApi = {
  /** 202 whether the email is known or not: a link valid 30 minutes goes to a known one. */
  request: (email: string) => send<{ success: true; message: string }>('POST', PRIVACY_PATHS.requests, { email }),
  /** 404 for an unknown token, 410 for an expired one. */
  access: (token: string) => send<{ data: PersonData }>('GET', PRIVACY_PATHS.access(token)),
  stopNews: (token: string) => send<unknown>('POST', PRIVACY_PATHS.consent(token), { marketing: false }),
  erase: (token: string) => send<{ success: true; data: { erased: number } }>('POST', PRIVACY_PATHS.erase(token)),
};
