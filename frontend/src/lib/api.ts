// The one HTTP client of the SPA: routes are called by their name in
// contract/routes.ts, so paths, bodies and answers are typed from the contract.
// Credentials included, JSON bodies, and any non-OK answer becomes an ApiError
// whose message is '{status}: {body text or status text}' (docs/PRODUCT-RULES.md,
// The API as the browser sees it); a call made offline fails with OFFLINE_MESSAGES'
// words, and an answer the admin's service worker took from its cache is noted
// (lib/saved-answers.ts).
import {
  API,
  apiPath,
  type ApiAnswer,
  type ApiBody,
  type ApiParams,
  type ApiQuery,
  type GetRouteName,
  type HttpMethod,
  type RouteName,
} from '../../../contract/routes';
import { ApiError } from './api-error';
import { noteAnswer } from './saved-answers';


/** What a call made offline says: a save says nothing was saved and what was typed is still there. */
export const OFFLINE_MESSAGES = {
  read: "You're offline. This will load when you're back online.",
  write: "You're offline, so this was not saved. What you entered is still here: try again when you're back online.",
} as const;

const offlineError = (method: HttpMethod) =>
  new ApiError(0, JSON.stringify({ success: false, message: method === 'GET' ? OFFLINE_MESSAGES.read : OFFLINE_MESSAGES.write }), 'Offline');

export type RequestOptions = { token?: string | null; signal?: AbortSignal };

async function request<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    // The request never left the device: say so in words (errorMessage shows them), not 'Failed to fetch'.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw offlineError(method);
    throw error;
  }
  noteAnswer(path, response.headers);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : undefined) as T;
}

// params and body are required exactly when the route has them.
export type CallOptions<N extends RouteName> = RequestOptions &
  (keyof ApiParams<N> extends never ? { params?: undefined } : { params: ApiParams<N> }) &
  (ApiBody<N> extends undefined ? { body?: undefined } : { body: ApiBody<N> }) &
  (ApiQuery<N> extends undefined ? { query?: undefined } : { query?: ApiQuery<N> });
export type CallArgs<N extends RouteName> = Partial<CallOptions<N>> extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

/** '?cursor=…&search=…' from the set, non-empty values; '' when there are none. */
function queryString(query: Record<string, string | undefined> | undefined): string {
  const pairs = Object.entries(query ?? {}).filter((pair): pair is [string, string] => Boolean(pair[1]));
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
}

export const api = {
  /** api.call('adminUpdateEvents', { params: { id }, body, token }) */
  call<N extends RouteName>(name: N, ...[options]: CallArgs<N>): Promise<ApiAnswer<N>> {
    const { method, path } = API[name];
    const { params, body, query, ...rest } = (options ?? {}) as {
      params?: Record<string, string>;
      body?: unknown;
      query?: Record<string, string | undefined>;
    } & RequestOptions;
    return request<ApiAnswer<N>>(method, apiPath(path, params) + queryString(query), body, rest);
  },
};

/** SWR fetcher: the key is a GET route's name, useSWR('listGallery' satisfies GetRouteName). */
export const fetchRoute = (name: GetRouteName) => api.call(name);

