// The size guard's `--check` that no app exposes its sources: no source map, map comment or build
// metadata under any dist, every script's map in dist-sourcemaps/, and a 404 from the running stack for a
// real script's `.map` (shared/static-host/src/served-files.ts).
import fs from 'node:fs';
import path from 'node:path';
import { appDirs, repoRoot, stackUrls, type AppName } from '@momentum/stack/stack-config';
import { SOURCE_MAP_DIR, servedOutputProblems } from '@momentum/static-host/served-files';

const APPS = Object.keys(appDirs) as AppName[];

/** Problems of the builds on disk, one line each (empty: right). */
export function buildOutputProblems(): string[] {
  return APPS.flatMap((app) => servedOutputProblems(path.join(repoRoot, appDirs[app])).map((problem) => `${appDirs[app]}/${problem}`));
}

/** Asks each app of the running stack for one of its scripts' maps: anything but 404 is a problem. */
export async function servedMapProblems(): Promise<string[]> {
  const problems: string[] = [];
  for (const app of APPS) {
    const maps = path.join(repoRoot, appDirs[app], SOURCE_MAP_DIR);
    const map = fs.existsSync(maps) ? fs.readdirSync(maps).find((name) => name.endsWith('.js.map')) : undefined;
    if (!map) {
      problems.push(`${appDirs[app]}: no source map in ${SOURCE_MAP_DIR}/ to ask the server for`);
      continue;
    }
    const url = `${stackUrls[app]}/${map}`;
    const script = await fetch(url.slice(0, -'.map'.length));
    const answer = await fetch(url);
    if (!script.ok) problems.push(`${url.slice(0, -4)}: the script itself answered ${script.status}`);
    if (answer.status !== 404) problems.push(`${url}: answered ${answer.status}, not 404`);
  }
  return problems;
}
