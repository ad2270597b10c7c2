// The types of callRoute (in api-client.ts, beside the instance it sends on): an endpoint from
// `@momentum/contracts/endpoints` names the route; its path parameters, body, query and answer are typed
// from that route's `defineRoute`. Changing a contract changes what compiles against these.
import type { AxiosProgressEvent } from 'axios';
import type { ApiRoute, Endpoint, RouteBodyInput, RouteQueryInput } from '@momentum/contracts';

/** The registered route with this endpoint's method and path (never when the registry has none). */
export type RouteOf<E extends Endpoint> = Extract<ApiRoute, { method: E['method']; path: E['path'] }>;

/**
 * What a call of this endpoint sends as `body`: the route's body schema's input, so a wrapper that takes
 * it whole (`updateBucket(id, body)`) follows every field the contract adds without a change.
 */
export type EndpointBody<E extends Endpoint> = RouteBodyInput<RouteOf<E>>;

/** `'/a/:id/b/:other'` → `'id' | 'other'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsPart<R extends ApiRoute> = [PathParamNames<R['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<R['path']>, string> };

// A multipart route has no body schema: the caller builds the FormData its `form` describes.
type BodyPart<R extends ApiRoute> = R extends { form: object }
  ? { body: FormData }
  : [RouteBodyInput<R>] extends [undefined]
    ? { body?: never }
    : { body: RouteBodyInput<R> };

type QueryPart<R extends ApiRoute> = [RouteQueryInput<R>] extends [undefined] ? { query?: never } : { query?: RouteQueryInput<R> };

type CallOptions<R extends ApiRoute> = ParamsPart<R> &
  BodyPart<R> &
  QueryPart<R> & {
    /** Per call; 0 = none (photo uploads). The instance's default otherwise. */
    timeout?: number;
    onUploadProgress?: (event: AxiosProgressEvent) => void;
    /** Extra request headers (the proof uploads' `Idempotency-Key` and `Proof-Taken-At`). */
    headers?: Record<string, string>;
  };

/** The options argument may be left out when the route needs none of it. */
export type CallArgs<R extends ApiRoute> = [R] extends [never]
  ? [options: never]
  : object extends CallOptions<R>
    ? [options?: CallOptions<R>]
    : [options: CallOptions<R>];
