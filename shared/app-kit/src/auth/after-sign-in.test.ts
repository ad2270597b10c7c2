import { beforeEach, describe, expect, it } from 'vitest';
import { rememberAfterSignIn, takeAfterSignIn } from './after-sign-in';

beforeEach(() => sessionStorage.clear());

describe('the path a sign-in comes back to', () => {
  it('is /home unless a link asked for another, and is used once', () => {
    expect(takeAfterSignIn()).toBe('/home');
    rememberAfterSignIn('/invite/ABCD1234');
    expect(takeAfterSignIn()).toBe('/invite/ABCD1234');
    expect(takeAfterSignIn()).toBe('/home');
  });

  it('never leaves the app: full URLs and protocol-relative paths are not kept', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'invite/ABCD1234']) {
      rememberAfterSignIn(path);
      expect(takeAfterSignIn(), path).toBe('/home');
    }
    sessionStorage.setItem('momentum.afterSignIn', '//evil.example');
    expect(takeAfterSignIn()).toBe('/home');
  });
});
