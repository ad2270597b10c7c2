import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The server registers each route from this (validation, OpenAPI, auth): the registry is what exists. */
export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  /** true → the server runs `app.authenticate` first (401 without a valid session). */
  auth: boolean;
  summary: string;
  tag: string;
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** Streamed by the server (a photo is never held in memory), hence no `body` schema. */
  form?: { file: string; fields?: z.ZodObject };
  /** Success body schema; `null` → 204 No Content. */
  response: z.ZodType | null;
  status?: 200 | 201;
}

/** Identity function that keeps the literal types, so handlers get typed body/params/response. */
export function defineRoute<const T extends RouteDefinition>(definition: T): T {
  return definition;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.output<T> : Fallback;
export type RouteBody<T extends RouteDefinition> = InferOr<T['body'], undefined>;
export type RouteParams<T extends RouteDefinition> = InferOr<T['params'], Record<string, never>>;
export type RouteQuery<T extends RouteDefinition> = InferOr<T['querystring'], Record<string, never>>;
/** What a handler returns: the response's input type (before zod encodes it), void for 204. */
export type RouteResponse<T extends RouteDefinition> = T['response'] extends z.ZodType
  ? z.input<T['response']>
  : void;

// The client's side of the same route: what it sends is a schema's input (before the server parses it),
// what it receives is the response's output (the JSON the server encoded), void for 204.
type InputOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;
export type RouteBodyInput<T extends RouteDefinition> = InputOr<T['body'], undefined>;
export type RouteQueryInput<T extends RouteDefinition> = InputOr<T['querystring'], undefined>;
export type RouteResult<T extends RouteDefinition> = T['response'] extends z.ZodType ? z.output<T['response']> : void;
