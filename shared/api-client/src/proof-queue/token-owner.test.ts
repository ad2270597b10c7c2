import { describe, expect, it } from 'vitest';
import { ownerOf } from './token-owner';

const token = (sub: string) => `h.${btoa(JSON.stringify({ sub, exp: 1 })).replace(/=+$/, '')}.s`;

describe('ownerOf', () => {
  it("reads the token's user id, and nothing from what is not a token", () => {
    expect(ownerOf(token('2f1c'))).toBe('2f1c');
    expect(ownerOf(null)).toBeNull();
    expect(ownerOf('not-a-token')).toBeNull();
    expect(ownerOf('a.%%%.b')).toBeNull();
  });
});
