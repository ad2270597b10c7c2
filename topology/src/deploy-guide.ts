// docs/deploy.md's first install, run as written: its `deploy-check` blocks, each placeholder given a test
// value, so the guide cannot drift from what the topology runs. A failing step, a placeholder without a value,
// a test value the guide no longer holds or a marked block nobody ran fails the topology's start.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo';

export const DEPLOY_GUIDE = path.join(REPO_ROOT, 'docs', 'deploy.md');

export interface GuideBlock {
  /** The heading the block is under, without its #s: how a caller names the step. */
  heading: string;
  /** The info string's language: sh, nginx, … */
  lang: string;
  text: string;
  /** The line number of its opening fence, for messages. */
  line: number;
}

/** Every fenced block marked `deploy-check`, in the order of the file (one inside a list item too). */
export function deployCheckBlocks(markdown: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  const lines = markdown.split('\n');
  const isFence = (line: string) => line.trimStart().startsWith('```');
  let heading = '';
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const title = /^#{1,6}\s+(.*)$/.exec(line);
    if (title) heading = title[1]!.trim();
    if (!isFence(line)) continue;
    const fence = /^(\s*)```(\S+)\s+deploy-check\s*$/.exec(line);
    const start = i + 1;
    // The block's body whole (a `#` inside one is not a heading).
    while (i + 1 < lines.length && !isFence(lines[i + 1]!)) i += 1;
    if (fence) {
      const indent = fence[1]!;
      const body = lines.slice(start, i + 1).map((text) => (text.startsWith(indent) ? text.slice(indent.length) : text));
      blocks.push({ heading, lang: fence[2]!, text: `${body.join('\n')}\n`, line: start });
    }
    i += 1;
  }
  return blocks;
}

/**
 * What is still a placeholder after substitution: a host or folder of the examples, or a `<word>`.
 * Every one must have a test value.
 */
const PLACEHOLDER = /[\w.-]*example\.com|[\w-]+\.internal\b|\/srv\/momentum|\/etc\/momentum|\/var\/log\/momentum|\b10\.0\.0\.\d+|<[a-z][a-z ]*>/g;

export interface DeployGuideOptions {
  /** Placeholder → test value, applied in this order (a longer text before a shorter one inside it). */
  values: Array<[string, string]>;
  /** The commands' environment (PATH with the nginx wrapper first, …). */
  env: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** The guide's text (default: docs/deploy.md). */
  markdown?: string;
}

export interface DeployGuide {
  /** Sets or replaces a test value (e.g. the replicas' ports, known once they run). */
  set(placeholder: string, value: string): void;
  /** The text of the one block of `lang` under `heading`, with the test values. */
  text(heading: string, lang: string): string;
  /** Runs the `sh` blocks under `heading`, in order, each with bash (-eu, pipefail) in the checkout; throws on a failure. Their output. */
  run(heading: string): string;
  /** Throws unless every marked block was taken and every test value matched somewhere. */
  assertAllUsed(): void;
}

export function deployGuide(options: DeployGuideOptions): DeployGuide {
  const blocks = deployCheckBlocks(options.markdown ?? fs.readFileSync(DEPLOY_GUIDE, 'utf8'));
  const values = new Map(options.values);
  const taken = new Set<GuideBlock>();
  const matched = new Set<string>();
  const log = options.log ?? (() => {});

  function substitute(block: GuideBlock): string {
    let text = block.text;
    for (const [placeholder, value] of values) {
      if (!text.includes(placeholder)) continue;
      matched.add(placeholder);
      text = text.split(placeholder).join(value);
    }
    const left = [...new Set(text.match(PLACEHOLDER) ?? [])];
    if (left.length > 0) throw new Error(`docs/deploy.md:${block.line} ("${block.heading}"): no test value for ${left.join(', ')}`);
    return text;
  }

  function take(heading: string, lang: string): GuideBlock[] {
    const found = blocks.filter((block) => block.heading === heading && block.lang === lang);
    if (found.length === 0) throw new Error(`docs/deploy.md: no \`${lang} deploy-check\` block under "${heading}"`);
    for (const block of found) taken.add(block);
    return found;
  }

  function runBlock(block: GuideBlock): string {
    const script = substitute(block);
    const result = spawnSync('bash', ['-euo', 'pipefail', '-c', script], { cwd: REPO_ROOT, env: options.env, encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0) {
      throw new Error(
        `docs/deploy.md:${block.line} ("${block.heading}") failed (${result.status ?? result.signal ?? result.error?.message}):\n${script}\n--- output ---\n${result.stdout}${result.stderr}`,
      );
    }
    for (const line of result.stdout.split('\n').filter(Boolean)) log(`  ${line}`);
    return result.stdout;
  }

  return {
    set(placeholder, value) {
      values.set(placeholder, value);
    },
    text(heading, lang) {
      const found = take(heading, lang);
      if (found.length !== 1) throw new Error(`docs/deploy.md: expected one \`${lang} deploy-check\` block under "${heading}", found ${found.length}`);
      return substitute(found[0]!);
    },
    run(heading) {
      log(`docs/deploy.md: ${heading}`);
      return take(heading, 'sh').map(runBlock).join('');
    },
    assertAllUsed() {
      const untaken = blocks.filter((block) => !taken.has(block));
      if (untaken.length > 0) throw new Error(`docs/deploy.md: deploy-check blocks the topology does not run: ${untaken.map((b) => `line ${b.line} ("${b.heading}")`).join(', ')}`);
      const unused = [...values.keys()].filter((placeholder) => !matched.has(placeholder));
      if (unused.length > 0) throw new Error(`docs/deploy.md no longer holds these placeholders (remove their test values): ${unused.join(', ')}`);
    },
  };
}

/**
 * KEY=value lines of an environment file (comments and blank lines skipped), taken as written, as
 * docker's --env-file does. Throws unless a shell sourcing it gets the same values: the guide's file
 * is read by systemd, docker and `set -a; .` alike only when nothing in it is quoted or expanded.
 */
export function readEnvFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  const names = Object.keys(env);
  const script = `set -a; . "$1"; set +a; for name in ${names.join(' ')}; do printf '%s=%s\\0' "$name" "\${!name-}"; done`;
  const sourced = spawnSync('bash', ['-c', script, 'bash', file], { encoding: 'utf8', env: {} });
  const shell = Object.fromEntries(sourced.stdout.split('\0').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  const differ = names.filter((name) => shell[name] !== env[name]);
  if (sourced.status !== 0 || differ.length > 0) {
    throw new Error(`${file}: a shell reads ${differ.join(', ') || 'it'} differently (${sourced.stderr.trim() || 'quotes, $ or spaces'}); write KEY=value with nothing to unquote or expand`);
  }
  return env;
}
