import { randomInt } from 'node:crypto';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 4 letters A–Z then 4 digits, from a cryptographic random source (docs/decisions.md "Friend code"). */
export function generateFriendCode(): string {
  let code = '';
  for (let i = 0; i < 4; i += 1) code += LETTERS[randomInt(LETTERS.length)];
  for (let i = 0; i < 4; i += 1) code += String(randomInt(10));
  return code;
}
