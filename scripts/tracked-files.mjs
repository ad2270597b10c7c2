// The repository's tracked files with their text, for the tests that read the whole tree.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** `{ file, text }` for each file `git ls-files` lists under `pathspecs` that `keep` accepts (deleted ones left out). */
export function readTrackedFiles(root, pathspecs, keep = () => true) {
  const files = execFileSync('git', ['ls-files', '-z', ...pathspecs], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && keep(file));
  return files.flatMap((file) => {
    try {
      return [{ file, text: readFileSync(new URL(file, `file://${root}`), 'utf8') }];
    } catch {
      return []; // listed but deleted in the work tree
    }
  });
}
