// A push on the wire is a Declarative Web Push message: Safari 18.4+ shows it and opens `navigate` without
// running the worker; every other browser's worker reads the same JSON (shell/service-worker/push-handlers.ts).
import type { PushMessage } from './push-messages.js';

const DECLARATIVE_WEB_PUSH = 8030;

export interface DeclarativePush {
  web_push: typeof DECLARATIVE_WEB_PUSH;
  notification: {
    title: string;
    body: string;
    /** Absolute: a declarative message names a URL of the app's origin, not a path. */
    navigate: string;
    tag: string;
    lang: 'ko';
    dir: 'ltr';
    /** The unread notification count, shown on the installed app's icon (0 clears it). */
    app_badge?: number;
  };
}

export function declarativePush(message: PushMessage, appOrigin: string): DeclarativePush {
  return {
    web_push: DECLARATIVE_WEB_PUSH,
    notification: {
      title: message.title,
      body: message.body,
      navigate: new URL(message.url, appOrigin).href,
      tag: message.tag,
      lang: 'ko',
      dir: 'ltr',
      ...(message.appBadge === undefined ? {} : { app_badge: message.appBadge }),
    },
  };
}
