// callRoute with an endpoint no contract registers (a test's own server paths), typed loosely: what is
// checked is the wiring, not the route's types (call-route.test-d.ts does those).
import type { Endpoint } from '@momentum/contracts/endpoints';
import { callRoute } from '@momentum/api-client/client';

export function callStandIn(method: Endpoint['method'], path: string, options: object = {}): Promise<unknown> {
  return (callRoute as (endpoint: Endpoint, options: object) => Promise<unknown>)({ method, path } as Endpoint, options);
}
