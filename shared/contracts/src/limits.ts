// Zod-free on purpose: browser code imports this subpath, and zod must never reach a phone.
// One source for every number the client and the server must agree on.

export const NICKNAME_MAX = 20;
export const BUCKET_CONTENT_MAX = 30;
export const MOMENT_CONTENT_MAX = 20;
export const FRIEND_CODE_LENGTH = 8;
export const MAX_PHOTO_BYTES = 500 * 1024 * 1024;
export const MAX_CHALLENGING = 3;
export const MAX_MOMENTS_PER_REQUEST = 100;
export const API_TIMEOUT_MS = 40_000;
export const SPLASH_DELAY_MS = 4_000;
export const TOAST_MS = 3_000;
export const REMINDER_HOURS = { min: 0, max: 23 } as const;
/** `reminderHour`'s automatic hour: the hour after the person's usual proof hour (docs/decisions.md "Push"). */
export const AUTO_REMINDER_HOUR = 'AUTO';
