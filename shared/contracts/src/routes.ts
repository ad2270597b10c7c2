// The route registry: every endpoint of the API, aggregated from one file per domain.
// A new domain adds `<domain>.ts` exporting `<domain>Routes = { name: defineRoute({...}) }` and one line below.
import type { RouteDefinition } from './define-route';
import { authRoutes } from './auth';
import { healthRoutes } from './health';
import { userRoutes } from './users';

export { defineRoute } from './define-route';
export type { HttpMethod, RouteBody, RouteDefinition, RouteParams, RouteQuery, RouteResponse } from './define-route';

export const apiRoutes: readonly RouteDefinition[] = [
  ...Object.values(healthRoutes),
  ...Object.values(authRoutes),
  ...Object.values(userRoutes),
];
