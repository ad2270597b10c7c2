// The schema modules import each other for foreign keys; a cycle works only while every reference stays
// in a late `references` callback, so the folder must stay acyclic: tables that reference each other
// share one module (users-and-photos.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCHEMA_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The relative imports and re-exports of each non-test .ts module of `dir`, by file name. */
function importGraph(dir: string): Map<string, string[]> {
  const modules = fs.readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const graph = new Map<string, string[]>();
  for (const name of modules) {
    const source = fs.readFileSync(path.join(dir, name), 'utf8');
    const targets = [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"](\.\/[^'"]+)['"]/gm)].map((match) =>
      path.basename(match[1]!).replace(/\.js$/, '.ts'),
    );
    graph.set(name, targets.filter((target) => modules.includes(target)));
  }
  return graph;
}

/** One import cycle of the graph as a path of file names (first = last), or null when there is none. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const trail: string[] = [];
  const visit = (name: string): string[] | null => {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'visiting') return [...trail.slice(trail.indexOf(name)), name];
    state.set(name, 'visiting');
    trail.push(name);
    for (const target of graph.get(name) ?? []) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(name, 'done');
    return null;
  };
  for (const name of graph.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

describe('api/src/db/schema imports', () => {
  it('form no cycle', () => {
    const graph = importGraph(SCHEMA_DIR);
    expect(graph.get('index.ts')?.length).toBeGreaterThan(0); // it read the real modules
    expect(findCycle(graph)).toBeNull();
  });

  it('are checked by a detector that finds a cycle through imports and re-exports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-cycle-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.ts'), "export * from './users.js';\n");
      fs.writeFileSync(path.join(dir, 'users.ts'), "import { sql } from 'drizzle-orm';\nimport { photos } from './photos.js';\n");
      fs.writeFileSync(path.join(dir, 'photos.ts'), "import {\n  users,\n  type User,\n} from './users.js';\n");
      expect(findCycle(importGraph(dir))).toEqual(['users.ts', 'photos.ts', 'users.ts']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
