// The development provider's grants work across replicas: what one API process issues, another with
// the same JWT_SECRET redeems, as nginx sends the sign-in page and the code exchange to different ones.
import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS, createDevKakaoStore, TOKEN_TTL_SECONDS } from './dev-kakao-store.js';

const SECRET = 'a'.repeat(40);
const PROFILE = { id: 42, nickname: '미나', email: 'mina@momentum.test' };
const REDIRECT = 'http://localhost:3000/auth/kakao/callback';

function clockAt(start = 1_800_000_000_000) {
  let now = start;
  return { clock: () => now, advance: (ms: number) => (now += ms) };
}

describe('the development Kakao grants', () => {
  it('a code issued by one replica is redeemed by another; its token is read by a third', () => {
    const { clock } = clockAt();
    const [a, b, c] = [1, 2, 3].map(() => createDevKakaoStore(clock, SECRET));
    const token = b!.redeemCode(a!.issueCode(PROFILE, 'momentum-dev', REDIRECT), 'momentum-dev', REDIRECT);
    expect(token).toEqual(expect.any(String));
    expect(c!.profileFor(token!)).toEqual(PROFILE);
    expect(c!.tokenInfo(token!)).toEqual({ id: 42, appId: expect.any(Number), expiresIn: TOKEN_TTL_SECONDS });
  });

  it('refuses a grant signed with another secret, or changed in any way', () => {
    const { clock } = clockAt();
    const store = createDevKakaoStore(clock, SECRET);
    const code = store.issueCode(PROFILE, 'momentum-dev', REDIRECT);
    expect(createDevKakaoStore(clock, 'b'.repeat(40)).redeemCode(code, 'momentum-dev', REDIRECT)).toBeNull();
    const [body, signature] = code.split('.');
    const forged = Buffer.from(Buffer.from(body!, 'base64url').toString().replace('"id":42', '"id":43')).toString('base64url');
    expect(store.redeemCode(`${forged}.${signature}`, 'momentum-dev', REDIRECT)).toBeNull();
    expect(store.redeemCode(`${body}.${signature}x`, 'momentum-dev', REDIRECT)).toBeNull();
    expect(store.redeemCode('not-a-code', 'momentum-dev', REDIRECT)).toBeNull();
    // A code is not a token, nor a token a code.
    const token = store.redeemCode(store.issueCode(PROFILE, 'momentum-dev', REDIRECT), 'momentum-dev', REDIRECT)!;
    expect(store.profileFor(code)).toBeNull();
    expect(store.redeemCode(token, 'momentum-dev', REDIRECT)).toBeNull();
  });

  it('a code is single use in a process, bound to its client and redirect, and expires', () => {
    const { clock, advance } = clockAt();
    const store = createDevKakaoStore(clock, SECRET);
    const code = store.issueCode(PROFILE, 'momentum-dev', REDIRECT);
    expect(store.redeemCode(code, 'momentum-dev', REDIRECT)).not.toBeNull();
    expect(store.redeemCode(code, 'momentum-dev', REDIRECT)).toBeNull();
    const other = store.issueCode(PROFILE, 'momentum-dev', REDIRECT);
    expect(store.redeemCode(other, 'momentum-dev', 'http://evil.example/callback')).toBeNull();
    expect(store.redeemCode(other, 'momentum-dev', REDIRECT)).toBeNull();
    const late = store.issueCode(PROFILE, 'momentum-dev', REDIRECT);
    advance(CODE_TTL_MS);
    expect(store.redeemCode(late, 'momentum-dev', REDIRECT)).toBeNull();
  });

  it('a token stops working when it expires', () => {
    const { clock, advance } = clockAt();
    const store = createDevKakaoStore(clock, SECRET);
    const token = store.redeemCode(store.issueCode(PROFILE, 'momentum-dev', REDIRECT), 'momentum-dev', REDIRECT)!;
    advance(TOKEN_TTL_SECONDS * 1000);
    expect(store.profileFor(token)).toBeNull();
    expect(store.tokenInfo(token)).toBeNull();
  });
});
