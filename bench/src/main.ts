// `pnpm bench`: builds the five apps, runs each section as a child process in turn, and ends with one
// table of every figure beside its budget, gathered from the budget lines the sections print (summary.ts).
// Exit 0 whatever the figures (a benchmark, not a test); 1 when a section could not measure.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseBudgetLines, summaryTable, type SectionResult } from './summary';

const benchDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(benchDir, '..');

const SECTIONS = [
  { name: 'bytes', entry: 'src/bytes/main.ts' },
  { name: 'lighthouse', entry: 'src/lighthouse/main.ts' },
  // The applied throttle beside Lighthouse's simulated one: what a phone waits for, on both hosts.
  { name: 'hosting', entry: 'src/hosting/main.ts' },
  // Written separately; `pnpm bench` says so when it is not there yet.
  { name: 'api', entry: 'src/api/main.ts' },
  // A knock's push: from the answer to the push service, through the queue.
  { name: 'push', entry: 'src/push/main.ts' },
] as const;

/** Runs one section with tsx, echoing its output live and keeping a copy to read the figures from. */
function runSection(entry: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: benchDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('--'));
const unknown = wanted.filter((name) => !SECTIONS.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`bench: no section ${unknown.join(', ')} (sections: ${SECTIONS.map((s) => s.name).join(', ')})`);
  process.exit(2);
}
const chosen = wanted.length > 0 ? wanted.map((name) => SECTIONS.find((s) => s.name === name)!) : [...SECTIONS];

const started = Date.now();
if (!args.includes('--no-build')) {
  console.log('bench: pnpm build …');
  execSync('pnpm build', { cwd: repoRoot, stdio: 'inherit' });
}

const results: SectionResult[] = [];
for (const section of chosen) {
  const name = section.name;
  if (!fs.existsSync(path.join(benchDir, section.entry))) {
    console.log(`\nbench: section ${name} skipped: bench/${section.entry} does not exist yet`);
    results.push({ name, status: `not run (bench/${section.entry} missing)`, figures: [] });
    continue;
  }
  console.log(`\n===== bench: ${name} (bench/${section.entry}) =====`);
  const t = Date.now();
  const { code, output } = await runSection(section.entry);
  const seconds = ((Date.now() - t) / 1000).toFixed(0);
  console.log(`===== bench: ${name} done in ${seconds} s, exit code ${code} =====`);
  results.push({ name, status: code === 0 ? 'ran' : `failed (exit code ${code})`, figures: parseBudgetLines(output) });
}

console.log(`\n===== bench: summary (${((Date.now() - started) / 1000).toFixed(0)} s in all) =====`);
console.log(summaryTable(results).join('\n'));
if (results.some((r) => r.status.startsWith('failed'))) process.exitCode = 1;
