// What a suite really ran, for `pnpm reliability`'s summary: when RELIABILITY_COUNTS_DIR is set, a suite
// writes its counts there as <suite>.json at the end (nothing otherwise), so no figure is typed in by hand.
import fs from 'node:fs';
import path from 'node:path';

export function reportCounts(suite: string, counts: Record<string, number>): void {
  const dir = process.env.RELIABILITY_COUNTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${suite}.json`), JSON.stringify(counts));
}
