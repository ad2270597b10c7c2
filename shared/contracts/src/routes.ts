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
import { diaryRoutes } from './diary';

export { defineRoute } from './define-route';
export type {
  HttpMethod,
  RouteBody,
  RouteBodyInput,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteQueryInput,
  RouteResponse,
  RouteResult,
} from './define-route';

const routesByDomain = {
  healthRoutes,
  authRoutes,
  userRoutes,
  bucketRoutes,
  momentRoutes,
  homeRoutes,
  friendRoutes,
  feedRoutes,
  aiRoutes,
  pushRoutes,
  diaryRoutes,
} as const;

type Domains = typeof routesByDomain;
/** Each route's own literal type (path, schemas): the client finds a call's route here by method and path. */
export type ApiRoute = { [D in keyof Domains]: Domains[D][keyof Domains[D]] }[keyof Domains];

export const apiRoutes: readonly RouteDefinition[] = Object.values(routesByDomain).flatMap((routes) => Object.values(routes));
