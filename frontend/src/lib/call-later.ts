// A form whose only call is its submit loads the API client (and the route
// table it brings) when it is submitted, not with the page: the page's first
// download stays small, and the import resolves long before a person has
// filled in a form.
import type { ApiAnswer, RouteName } from '../../../contract/routes';
import type { CallArgs } from './api';

export async function callLater<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<ApiAnswer<N>> {
  const { api } = await import('./api');
  return api.call(name, ...args);
}
