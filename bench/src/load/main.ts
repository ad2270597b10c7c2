// `pnpm bench:load [--users 200] [--duration 60] [--pg] [--port 4330] [--json <file>]`: 200 simulated
// users for 60 s against the production API on a fresh database, then the read-back of every
// acknowledged write. Exit 0 only with zero errors and nothing lost; 1 otherwise or when it could not run.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { formatReport, runLoad } from '@momentum/stack/load';

// pnpm may hand a literal `--` through; parseArgs would take every flag after it for a positional.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    port: { type: 'string', default: '4330' },
    pg: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});

const positive = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`bench:load: --${name} must be a positive number (got ${value})`);
    process.exit(1);
  }
  return n;
};

try {
  const result = await runLoad({
    users: Math.round(positive('users', values.users)),
    durationMs: positive('duration', values.duration) * 1000,
    port: Math.round(positive('port', values.port)),
    postgres: values.pg ?? false,
    log: (line) => console.log(`bench:load: ${line}`),
  });
  console.log(formatReport(result));
  if (values.json) fs.writeFileSync(values.json, JSON.stringify(result, null, 2));
  process.exitCode = result.passed ? 0 : 1;
} catch (error) {
  console.error('bench:load: could not run:', error);
  process.exitCode = 1;
}
