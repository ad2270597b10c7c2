// The share of comment lines in each package's product source (docs/house-rules.md, "Comments"):
// non-test .ts/.tsx, without the test and measuring packages, test helpers and config files.
import path from 'node:path';
import { readTrackedFiles } from './tracked-files.mjs';

const NOT_PRODUCT = /(^|\/)(e2e|bench|topology|stack|scripts)\/|(^|\/)(test|tests|test-support|testing|fixtures)\/|\.test\.tsx?$|\.test-d\.ts$|\.d\.ts$|(^|\/)[^/]*\.config\.ts$/;

/** Comment lines and non-blank lines of one source text. */
export function countLines(text) {
  let comments = 0;
  let code = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    code += 1;
    if (inBlock) {
      comments += 1;
      if (line.includes('*/')) inBlock = false;
    } else if (line.startsWith('//')) comments += 1;
    else if (line.startsWith('/*')) {
      comments += 1;
      inBlock = !line.includes('*/');
    }
  }
  return { comments, lines: code };
}

/** `{ package, comments, lines, share }` per package folder (shared/x counts as one), largest share first. */
export function commentShares(root) {
  const files = readTrackedFiles(root, ['*.ts', '*.tsx'], (file) => !NOT_PRODUCT.test(file));
  const byPackage = new Map();
  for (const { file, text } of files) {
    const parts = file.split('/');
    const name = parts[0] === 'shared' ? parts.slice(0, 2).join('/') : parts[0];
    const sum = byPackage.get(name) ?? { comments: 0, lines: 0 };
    const counted = countLines(text);
    byPackage.set(name, { comments: sum.comments + counted.comments, lines: sum.lines + counted.lines });
  }
  return [...byPackage].map(([name, sum]) => ({ package: name, ...sum, share: sum.comments / sum.lines })).sort((a, b) => b.share - a.share);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const shares = commentShares(`${path.resolve(import.meta.dirname, '..')}/`);
  const all = shares.reduce((sum, s) => ({ comments: sum.comments + s.comments, lines: sum.lines + s.lines }), { comments: 0, lines: 0 });
  for (const s of shares) console.log(`${s.package.padEnd(22)} ${(s.share * 100).toFixed(1).padStart(5)}%  ${s.comments} of ${s.lines}`);
  console.log(`${'all'.padEnd(22)} ${((all.comments / all.lines) * 100).toFixed(1).padStart(5)}%  ${all.comments} of ${all.lines}`);
}
