// `.env.example` is what an operator copies: a variable the API reads but the file omits is a setting
// nobody finds, and one the file lists but the API ignores is a setting that silently does nothing.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_VARIABLES } from './env.js';

const EXAMPLE = new URL('../../../.env.example', import.meta.url);
const FRONT_END_VARIABLES = ['API_BASE_URL', 'KAKAO_AUTHORIZE_URL', 'REMOTE_HOME_URL', 'REMOTE_MOMENT_URL', 'REMOTE_FEED_URL', 'REMOTE_MYPAGE_URL', 'PHOTO_ORIGIN'];

function listed(): string[] {
  return fs
    .readFileSync(EXAMPLE, 'utf8')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));
}

describe('.env.example', () => {
  it('lists every variable the API reads, once, and nothing else besides the front end config', () => {
    const names = listed();
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...API_VARIABLES, ...FRONT_END_VARIABLES].sort());
  });
});
