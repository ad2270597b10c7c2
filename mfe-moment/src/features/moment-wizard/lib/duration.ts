import { MAX_MOMENTS_PER_REQUEST } from '@momentum/contracts/limits';

const DURATION_MIN_MESSAGE = '1일 이상으로 설정해주세요.';
// One moment per day of the duration, and the server takes at most this many moments per request.
const DURATION_MAX = MAX_MOMENTS_PER_REQUEST;
const DURATION_MAX_MESSAGE = `최대 ${DURATION_MAX}일까지 설정할 수 있습니다.`;

/** The duration input accepts digits only: returns the accepted text, or null to keep the old one. */
export function acceptDurationInput(raw: string): string | null {
  return /^\d*$/.test(raw) ? raw : null;
}

/** Validates a duration on finish-edit or confirm: the alert text, or null when valid. */
export function validateDuration(value: string | number | null | undefined): string | null {
  const days = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  if (!Number.isInteger(days) || days < 1) return DURATION_MIN_MESSAGE;
  if (days > DURATION_MAX) return DURATION_MAX_MESSAGE;
  return null;
}

/** An AI estimate made usable as a draft value (the AI may say more days than one request can hold). */
export function clampAiDuration(days: number): number {
  return Math.min(DURATION_MAX, Math.max(1, Math.round(days)));
}
