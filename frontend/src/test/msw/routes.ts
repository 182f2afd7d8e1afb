// msw handlers and request paths taken from the contract's route table by the
// route's handler name, so test code never spells an API path and follows
// the table when a path changes.
import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
import { ROUTES, apiPath, type Route } from '../../../../contract/routes';

export function route(handler: string): Route {
  const found = ROUTES.find((r) => r.handler === handler);
  if (!found) throw new Error(`No route with handler ${handler} in contract/routes.ts`);
  return found;
}

/** A concrete path of the route, e.g. pathOf('admin-update-events', { id: 'evt-1' }). */
export const pathOf = (handler: string, params: Record<string, string> = {}): string => apiPath(route(handler).path, params);

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete };

/** An msw handler answering the route; API Gateway's `{id}` is msw's `:id`. */
export function on(handler: string, resolver: HttpResponseResolver): HttpHandler {
  const { method, path } = route(handler);
  return METHODS[method](path.replace(/\{(\w+)\}/g, ':$1'), resolver);
}
