// Every text field of the route registry, found by walking the contract's zod schemas (bodies, path
// parameters, query strings) and its multipart form declarations: a field added to a contract is a
// field the security suite sends hostile text to, with no list to keep up to date here.
import type { RouteDefinition } from '@momentum/contracts';

export type FieldPath = Array<string | number>;

export interface TextField {
  location: 'body' | 'params' | 'querystring' | 'form';
  path: FieldPath;
}

/** A text part no contract declares: the multipart reader must check every part, not only known ones. */
export const UNDECLARED_FORM_FIELD = 'note';

interface ZodDef {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  in?: unknown;
  options?: unknown[];
  entries?: Record<string, unknown>;
  values?: unknown[];
}

const defOf = (schema: unknown): ZodDef => {
  const def = (schema as { _zod?: { def?: ZodDef } })._zod?.def;
  if (!def) throw new Error('text-fields.ts walks zod schemas only');
  return def;
};

/** Paths of the places a string goes, arrays as their first element. */
export function stringPaths(schema: unknown, at: FieldPath = []): FieldPath[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [at];
    case 'enum':
      return Object.values(def.entries ?? {}).some((v) => typeof v === 'string') ? [at] : [];
    case 'literal':
      return (def.values ?? []).some((v) => typeof v === 'string') ? [at] : [];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, inner]) => stringPaths(inner, [...at, key]));
    case 'array':
      return stringPaths(def.element, [...at, 0]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return stringPaths(def.innerType, at);
    case 'pipe':
      return stringPaths(def.in, at);
    case 'union': {
      const seen = new Map<string, FieldPath>();
      for (const option of def.options ?? []) for (const p of stringPaths(option, at)) seen.set(JSON.stringify(p), p);
      return [...seen.values()];
    }
    case 'number':
    case 'int':
    case 'boolean':
    case 'bigint':
    case 'null':
    case 'undefined':
    case 'date':
      return [];
    default:
      // Fail loudly rather than skip fields nobody would then fuzz.
      throw new Error(`text-fields.ts does not know the zod type '${def.type}': teach it to stringPaths`);
  }
}

export function textFields(route: RouteDefinition): TextField[] {
  const fields: TextField[] = [];
  if (route.params) fields.push(...stringPaths(route.params).map((path) => ({ location: 'params' as const, path })));
  if (route.querystring) fields.push(...stringPaths(route.querystring).map((path) => ({ location: 'querystring' as const, path })));
  if (route.body) fields.push(...stringPaths(route.body).map((path) => ({ location: 'body' as const, path })));
  if (route.form) {
    const declared = Object.keys(route.form.fields?.shape ?? {});
    fields.push(...[...declared, UNDECLARED_FORM_FIELD].map((name) => ({ location: 'form' as const, path: [name] })));
  }
  return fields;
}

/** `target` with `value` at `path`, creating the objects and arrays on the way (a copy; target is kept). */
export function withValueAt(target: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(target) ? [...target] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const object = target && typeof target === 'object' && !Array.isArray(target) ? { ...(target as object) } : {};
  (object as Record<string, unknown>)[head!] = withValueAt((object as Record<string, unknown>)[head!], rest, value);
  return object;
}

export function valueAt(target: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined), target);
}
