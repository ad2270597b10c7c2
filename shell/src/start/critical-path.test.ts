import { describe, expect, it } from 'vitest';
import { remoteForFirstVisit } from './critical-path';

describe('remoteForFirstVisit', () => {
  it("is the tab's remote on a tab's URL when signed in", () => {
    expect(remoteForFirstVisit('/home', true)?.key).toBe('home');
    expect(remoteForFirstVisit('/moment/upload/3', true)?.key).toBe('moment');
    expect(remoteForFirstVisit('/mypage/friend', true)?.key).toBe('mypage');
  });

  it('is home on the splash when signed in, since the splash leads there', () => {
    expect(remoteForFirstVisit('/', true)?.key).toBe('home');
  });

  it('is nothing when signed out, on the login page, or on a look-alike path', () => {
    expect(remoteForFirstVisit('/home', false)).toBeNull();
    expect(remoteForFirstVisit('/login', true)).toBeNull();
    expect(remoteForFirstVisit('/homework', true)).toBeNull();
  });
});
