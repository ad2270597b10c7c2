// What a production dist/ may hold: one source for the build, the static server and the output check (`pnpm test:size`).
import fs from 'node:fs';
import path from 'node:path';

export const SOURCE_MAP_DIR = 'dist-sourcemaps';

/** Federation build metadata no page fetches (the runtime reads mf-manifest.json only); mf-stats.json is its older name. */
export const UNSERVED_BUILD_FILES: ReadonlySet<string> = new Set(['mf-manifest-stats.json', 'mf-stats.json']);

const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

export function isNeverServed(pathname: string): boolean {
  const name = path.posix.basename(pathname.replaceAll('\\', '/'));
  return SOURCE_MAP.test(name) || UNSERVED_BUILD_FILES.has(name.replace(/\.(br|gz)$/, ''));
}

const SOURCE_MAP_COMMENT = /[#@] sourceMappingURL=/;

export function servedOutputProblems(appDir: string): string[] {
  const dist = path.join(appDir, 'dist');
  const maps = path.join(appDir, SOURCE_MAP_DIR);
  const problems: string[] = [];
  for (const file of listFiles(dist)) {
    const where = path.relative(appDir, path.join(dist, file));
    if (isNeverServed(file)) problems.push(`${where}: must not be in the served folder`);
    else if (/\.(js|mjs|css)$/.test(file)) {
      if (SOURCE_MAP_COMMENT.test(fs.readFileSync(path.join(dist, file), 'utf8'))) problems.push(`${where}: names a source map`);
      if (/\.(js|mjs)$/.test(file) && !fs.existsSync(path.join(maps, `${file}.map`))) problems.push(`${where}: no map in ${SOURCE_MAP_DIR}/`);
    }
  }
  return problems;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
