// What every call does with the session's token, whether axios sends it or a primed answer settles it.
import type { ApiClientOptions } from './api-client-options';

/** docs/product-spec.md sends "Bearer " with an empty token rather than omitting the header. */
export function bearer(options: ApiClientOptions): string {
  return `Bearer ${options.getToken() ?? ''}`;
}

export function storeRotatedToken(token: unknown, options: ApiClientOptions): void {
  if (typeof token === 'string' && token.length > 0) options.setToken(token);
}
