// callRoute's types, from each route's `defineRoute`: changing a contract changes what compiles.
import type { AxiosProgressEvent } from 'axios';
import type { ApiRoute, Endpoint, RouteBodyInput, RouteQueryInput } from '@momentum/contracts';

export type RouteOf<E extends Endpoint> = Extract<ApiRoute, { method: E['method']; path: E['path'] }>;

/** A wrapper that takes it whole (`updateBucket`) follows every field the contract adds without a change. */
export type EndpointBody<E extends Endpoint> = RouteBodyInput<RouteOf<E>>;

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
    timeout?: number;
    onUploadProgress?: (event: AxiosProgressEvent) => void;
    headers?: Record<string, string>;
  };

export type CallArgs<R extends ApiRoute> = [R] extends [never]
  ? [options: never]
  : object extends CallOptions<R>
    ? [options?: CallOptions<R>]
    : [options: CallOptions<R>];
