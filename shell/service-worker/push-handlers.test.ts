import { describe, expect, it } from 'vitest';
import { appUrl, DEFAULT_ICON, FALLBACK_NOTIFICATION, readPush } from './push-handlers';

const ORIGIN = 'https://momentum.example';

describe('what a push shows', () => {
  it("is the server's Korean title and body, its tag, the app icon, and the screen to open", () => {
    const { title, options } = readPush(
      { title: '똑똑! 노크가 왔어요', body: '모멘님이 노크했어요! 오늘의 모멘트를 인증해 보세요.', url: '/moment', tag: 'knock' },
      ORIGIN,
    );
    expect(title).toBe('똑똑! 노크가 왔어요');
    expect(options).toMatchObject({
      body: '모멘님이 노크했어요! 오늘의 모멘트를 인증해 보세요.',
      tag: 'knock',
      icon: DEFAULT_ICON,
      lang: 'ko',
      data: { url: '/moment' },
    });
  });

  it("keeps the payload's own icon when it names one of the app's", () => {
    expect(readPush({ title: 't', body: 'b', url: '/home', icon: '/icons/icon-512.png' }, ORIGIN).options.icon).toBe('/icons/icon-512.png');
  });

  it('is a generic Korean notification when the payload cannot be read (the browser requires one)', () => {
    for (const payload of [undefined, null, 'text', { title: 42 }]) {
      const { title, options } = readPush(payload, ORIGIN);
      expect(title).toBe(FALLBACK_NOTIFICATION.title);
      expect(options.body).toBe(FALLBACK_NOTIFICATION.body);
      expect(options.data.url).toBe('/home');
    }
  });
});

describe('which screen a tap opens', () => {
  it('is a path of the app, with its query', () => {
    expect(appUrl('/moment/upload/m-1', ORIGIN)).toBe('/moment/upload/m-1');
    expect(appUrl(`${ORIGIN}/home?from=push`, ORIGIN)).toBe('/home?from=push');
  });

  it('is never another origin or a script URL: those open /home', () => {
    expect(appUrl('https://evil.example/phish', ORIGIN)).toBe('/home');
    expect(appUrl('//evil.example/phish', ORIGIN)).toBe('/home');
    expect(appUrl('javascript:alert(1)', ORIGIN)).toBe('/home');
    expect(appUrl(7, ORIGIN)).toBe('/home');
  });
});
