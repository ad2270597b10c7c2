// Written all at once, with the .br and .gz copies nginx's *_static modules send.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { TAB_PAGES_DIR } from '../../page-contract/page-files';
import type { TabPage } from './tab-pages';

export function tabPageFiles(shellDist: string): string[] {
  const dir = path.join(shellDist, TAB_PAGES_DIR);
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(TAB_PAGES_DIR, name))
    .sort();
}

export function writeTabPageFiles(shellDist: string, pages: readonly TabPage[]): void {
  const target = path.join(shellDist, TAB_PAGES_DIR);
  const staged = path.join(shellDist, `.${TAB_PAGES_DIR}-${process.pid}`);
  fs.rmSync(staged, { recursive: true, force: true });
  for (const { file, html } of pages) {
    const inside = path.relative(TAB_PAGES_DIR, file);
    if (inside.startsWith('..') || path.isAbsolute(inside)) throw new Error(`tab-pages: ${file} is not under ${TAB_PAGES_DIR}/`);
    const to = path.join(staged, inside);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.writeFileSync(to, html);
    fs.writeFileSync(`${to}.gz`, zlib.gzipSync(html, { level: 9 }));
    fs.writeFileSync(`${to}.br`, zlib.brotliCompressSync(html));
  }
  fs.mkdirSync(staged, { recursive: true });
  // Two renames, not one: between them a tab's URL is answered with index.html, which is a correct
  // page (only without its head start), never a half-written one.
  const old = `${staged}-old`;
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(staged, target);
  fs.rmSync(old, { recursive: true, force: true });
}
