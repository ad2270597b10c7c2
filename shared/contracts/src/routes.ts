// The route registry: every endpoint of the API, aggregated from one file per domain.
// A new domain adds `<domain>.ts` exporting `<domain>Routes = { name: defineRoute({...}) }` and one line below.
import type { RouteDefinition } from './define-route';
import { authRoutes } from './auth';
import { healthRoutes } from './health';
import { homeRoutes } from './home';
import { userRoutes } from './users';
import { bucketRoutes } from './bucket';
import { momentRoutes } from './moment';
import { friendRoutes } from './friends';
import { feedRoutes } from './feed';
import { aiRoutes } from './ai';
import { pushRoutes } from './push';

export { defineRoute } from './define-route';
export type { HttpMethod, RouteBody, RouteDefinition, RouteParams, RouteQuery, RouteResponse } from './define-route';

export const apiRoutes: readonly RouteDefinition[] = [
  ...Object.values(healthRoutes),
  ...Object.values(authRoutes),
  ...Object.values(userRoutes),
  ...Object.values(bucketRoutes),
  ...Object.values(momentRoutes),
  ...Object.values(homeRoutes),
  ...Object.values(friendRoutes),
  ...Object.values(feedRoutes),
  ...Object.values(aiRoutes),
  ...Object.values(pushRoutes),
];
