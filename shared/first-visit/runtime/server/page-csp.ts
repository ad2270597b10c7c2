// CSP hashes of a page's own inline scripts and <style>s, per answer (Node layer) or per build (static host, ADR 0013).
import crypto from 'node:crypto';
import { KNOWN_INLINE_SCRIPTS } from '../../page-contract/inline-scripts';

export interface PageHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

export type PagePolicy = (config: unknown, hashes: PageHashes) => string;

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

export function cspHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
}

export function inlineScriptHashes(pages: readonly string[]): string[] {
  const all = pages.join('\n');
  return KNOWN_INLINE_SCRIPTS.map((script) => ({ script, at: all.indexOf(`<script>${script}</script>`) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ script }) => cspHash(script));
}

export function inlineStyleHashes(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap((page) => [...page.matchAll(STYLE_ELEMENT)].map(([, css]) => cspHash(css ?? ''))))];
}

export function pageHashes(pages: readonly string[]): PageHashes {
  return { scriptHashes: inlineScriptHashes(pages), styleHashes: inlineStyleHashes(pages) };
}
