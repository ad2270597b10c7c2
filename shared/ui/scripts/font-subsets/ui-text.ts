// The product's UI texts, from which the first-paint Korean subset (ko-ui) is cut: the product
// specification and every source file of the apps and shared packages.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSources } from './hangul-sets';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const APP_DIRS = ['shell', 'mfe-home', 'mfe-moment', 'mfe-feed', 'mfe-mypage', 'shared'];

export function uiText(): string {
  // docs/product-spec.md is part of the repo: without it the UI subset would silently lose its syllables.
  const spec = readFileSync(join(repoRoot, 'docs/product-spec.md'), 'utf8');
  const sources = APP_DIRS.map((dir) => join(repoRoot, dir))
    .filter((dir) => existsSync(dir))
    .map(readSources)
    .join('\n');
  return spec + sources;
}
