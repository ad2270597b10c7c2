// Web Push: the server's VAPID public key, a device's push subscription, and the user's notification
// settings (the '알림 설정' screen of My page). What is sent and when: docs/decisions.md "Push".
import { z } from 'zod';
import { MessageResponse } from './common';
import { defineRoute } from './define-route';
import { pushEndpoints } from './endpoints';
import { AUTO_REMINDER_HOUR, REMINDER_HOURS } from './limits';

/** Push stays off until the user turns it on on a device (it needs that device's permission). */
export const DEFAULT_NOTIFICATION_SETTINGS = {
  pushEnabled: false,
  reminderHour: AUTO_REMINDER_HOUR,
  knockPush: true,
  cheerPush: true,
} as const;

const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} 값이 필요합니다.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${what} 값은 base64url 형식이어야 합니다.` })
    .min(min, { error: `${what} 값의 길이가 올바르지 않습니다.` })
    .max(max, { error: `${what} 값의 길이가 올바르지 않습니다.` });

/** The browser's `PushSubscription.toJSON()`: the push service URL and the keys to encrypt for it. */
export const PushSubscriptionBody = z.object({
  endpoint: z
    .url({ error: '푸시 구독 주소가 올바르지 않습니다.' })
    .max(2048, { error: '푸시 구독 주소가 너무 깁니다.' }),
  keys: z.object(
    {
      /** The device's P-256 public key, uncompressed (65 bytes: 86–88 characters). */
      p256dh: base64url('p256dh', 86, 88),
      /** The 16-byte authentication secret (22–24 characters). */
      auth: base64url('auth', 22, 24),
    },
    { error: '푸시 구독 키가 필요합니다.' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z.object({ endpoint: z.string({ error: '푸시 구독 주소가 필요합니다.' }).max(2048) });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

export const VapidPublicKeyResponse = z.object({
  publicKey: z.string(),
});
export type VapidPublicKeyResponse = z.infer<typeof VapidPublicKeyResponse>;

const REMINDER_HOUR_ERROR = '알림 시간은 자동 또는 0시부터 23시 사이로 골라 주세요.';

export const NotificationSettings = z.object({
  /** Master switch: no push of any kind while false. */
  pushEnabled: z.boolean({ error: '푸시 알림 사용 여부를 선택해 주세요.' }),
  /** A Seoul hour, 'AUTO', or null for no reminder; a client that only knows hours keeps working. */
  reminderHour: z
    .union([
      z.literal(AUTO_REMINDER_HOUR),
      z
        .number({ error: REMINDER_HOUR_ERROR })
        .int({ error: REMINDER_HOUR_ERROR })
        .min(REMINDER_HOURS.min, { error: REMINDER_HOUR_ERROR })
        .max(REMINDER_HOURS.max, { error: REMINDER_HOUR_ERROR }),
    ], { error: REMINDER_HOUR_ERROR })
    .nullable(),
  knockPush: z.boolean({ error: '노크 알림 사용 여부를 선택해 주세요.' }),
  cheerPush: z.boolean({ error: '응원 알림 사용 여부를 선택해 주세요.' }),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const pushRoutes = {
  vapidPublicKey: defineRoute({
    ...pushEndpoints.vapidPublicKey, auth: true, tag: 'push',
    summary: '푸시 구독에 쓸 서버의 VAPID 공개 키',
    response: VapidPublicKeyResponse,
  }),
  subscribe: defineRoute({
    ...pushEndpoints.subscribe, auth: true, tag: 'push',
    summary: '이 기기의 푸시 구독 저장 (endpoint 기준, 기기마다 하나; https만, 개발 중에는 localhost http도)',
    body: PushSubscriptionBody, response: MessageResponse,
  }),
  unsubscribe: defineRoute({
    ...pushEndpoints.unsubscribe, auth: true, tag: 'push',
    summary: '이 기기의 푸시 구독 삭제 (내 구독만; 없으면 아무 일도 없음)',
    body: PushUnsubscribeBody, response: null,
  }),
  getSettings: defineRoute({
    ...pushEndpoints.getSettings, auth: true, tag: 'push',
    summary: '알림 설정 (저장한 적 없으면 기본값)',
    response: NotificationSettings,
  }),
  putSettings: defineRoute({
    ...pushEndpoints.putSettings, auth: true, tag: 'push',
    summary: '알림 설정 저장 (푸시 사용, 리마인더 시간(서울, 자동 \'AUTO\') 또는 끔, 노크·응원 푸시)',
    body: NotificationSettings, response: NotificationSettings,
  }),
} as const;
