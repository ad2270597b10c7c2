// The suite runs two spec files at once: a spec's extra servers must be on ports no other spec takes,
// or two of them collide now and then, as the run's order allows. Read from the specs' source, since a
// port is taken in beforeAll (or mid-test), long after this could be asked at run time.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const TESTS_DIR = import.meta.dirname;

function portsTaken(call: 'extraPort' | 'extraApiPort'): Map<number, string[]> {
  const taken = new Map<number, string[]>();
  for (const file of fs.readdirSync(TESTS_DIR).filter((name) => name.endsWith('.spec.ts'))) {
    const source = fs.readFileSync(path.join(TESTS_DIR, file), 'utf8');
    const numbers = new Set([...source.matchAll(new RegExp(`\\b${call}\\((\\d+)\\)`, 'g'))].map((match) => Number(match[1])));
    for (const n of numbers) taken.set(n, [...(taken.get(n) ?? []), file]);
  }
  return taken;
}

for (const call of ['extraPort', 'extraApiPort'] as const) {
  test(`no two specs take the same ${call}(n)`, () => {
    const shared = [...portsTaken(call)].filter(([, files]) => files.length > 1).map(([n, files]) => `${call}(${n}): ${files.join(', ')}`);
    expect(shared).toEqual([]);
  });
}

test('the scan sees the ports the specs take', () => {
  // Guards the scan itself: a pattern that matched nothing would pass the tests above.
  expect(portsTaken('extraPort').size).toBeGreaterThan(10);
  expect(portsTaken('extraApiPort').size).toBeGreaterThan(1);
});
