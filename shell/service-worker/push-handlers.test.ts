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

  it('reads the declarative form the API sends: its notification, navigate as the tap target, app_badge for the icon', () => {
    const declarative = {
      web_push: 8030,
      notification: {
        title: '응원이 도착했어요',
        body: "모멘님이 '5km 달리기' 모멘트를 응원했어요!",
        navigate: `${ORIGIN}/home`,
        tag: 'cheer',
        lang: 'ko',
        dir: 'ltr',
        app_badge: 3,
      },
    };
    const { title, options, badge } = readPush(declarative, ORIGIN);
    expect(title).toBe('응원이 도착했어요');
    expect(options).toMatchObject({ body: "모멘님이 '5km 달리기' 모멘트를 응원했어요!", tag: 'cheer', lang: 'ko', data: { url: '/home' } });
    expect(badge).toBe(3);
    expect(readPush({ ...declarative, notification: { ...declarative.notification, app_badge: '12' } }, ORIGIN).badge).toBe(12);
    for (const app_badge of [undefined, -1, 1.5, 'many']) {
      expect(readPush({ ...declarative, notification: { ...declarative.notification, app_badge } }, ORIGIN).badge).toBeUndefined();
    }
  });

  it('still reads a push queued before the declarative form, which names no badge', () => {
    const { title, options, badge } = readPush({ title: '응원이 도착했어요', body: '…', url: '/home', tag: 'cheer' }, ORIGIN);
    expect(title).toBe('응원이 도착했어요');
    expect(options.data.url).toBe('/home');
    expect(badge).toBeUndefined();
  });

  it("keeps the payload's own icon when it names one of the app's", () => {
    expect(readPush({ title: 't', body: 'b', url: '/home', icon: '/icons/icon-512.png' }, ORIGIN).options.icon).toBe('/icons/icon-512.png');
  });

  it('is a generic Korean notification when the payload cannot be read (the browser requires one)', () => {
    for (const payload of [undefined, null, 'text', { title: 42 }, { web_push: 8030 }, { web_push: 8030, notification: 'x' }]) {
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
