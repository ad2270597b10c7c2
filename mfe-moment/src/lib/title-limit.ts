import { BUCKET_CONTENT_MAX, MOMENT_CONTENT_MAX } from '@momentum/contracts/limits';

/** 'generated' = a to-do / moment text (20 characters); every other item (a bucket) allows 30. */
export type TitleKind = 'generated' | 'bucket';

export function titleLimit(kind: TitleKind): number {
  return kind === 'generated' ? MOMENT_CONTENT_MAX : BUCKET_CONTENT_MAX;
}

function titleLimitMessage(limit: number): string {
  return `최대 ${limit}자만 작성 가능합니다!`;
}

/**
 * Checks a new input value against its limit. Over the limit the input is rejected (the caller keeps the
 * previous value) and `message` is the toast to show.
 */
export function checkTitle(value: string, kind: TitleKind): { ok: true } | { ok: false; message: string } {
  const limit = titleLimit(kind);
  // Count code points, not UTF-16 units, so an emoji is one character as the user sees it.
  return [...value].length > limit ? { ok: false, message: titleLimitMessage(limit) } : { ok: true };
}
