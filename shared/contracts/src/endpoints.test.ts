import { describe, expect, it } from 'vitest';
import * as endpointTables from './endpoints';
import { apiRoutes } from './routes';

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('endpoints table', () => {
  it('holds exactly the routes of the registry, each once', () => {
    const tables = Object.values(endpointTables) as Record<string, { method: string; path: string }>[];
    const listed = tables.flatMap((table) => Object.values(table).map(key));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(apiRoutes.map(key).sort());
  });

});
