// Zod-free on purpose: the edit screen checks a nickname with these very rules before sending it, and
// zod must never reach a phone. The server applies `hasUnstorableCharacter` to every value of every
// request and `shortTextProblem` to every short text a user types for others to read.
import { BUCKET_CONTENT_MAX, MOMENT_CONTENT_MAX, NICKNAME_MAX } from './limits';

/** U+0000 (PostgreSQL refuses it), lone surrogates (no UTF-8 form: stored as U+FFFD); with `u`, emoji pass. */
// eslint-disable-next-line no-control-regex -- finding these characters is the point
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

/** Control characters (Unicode Cc) and bidi overrides and isolates: text that reads other than it is. */
// eslint-disable-next-line no-control-regex -- finding these characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** Zero-width characters and the Hangul fillers: text made only of them looks blank. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u3164\u115F\u1160]/gu;

export const UNSTORABLE_TEXT_MESSAGE = '입력값에 사용할 수 없는 문자가 있습니다.';

export function hasUnstorableCharacter(value: string): boolean {
  return UNSTORABLE.test(value);
}

/** NFC: one spelling per syllable, so a name typed on two keyboards is one name and counts the same. */
export function normalizeText(value: string): string {
  return value.normalize('NFC').trim();
}

/** Code points, not UTF-16 units: an emoji is one character, as in PostgreSQL's varchar(n). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

export type TextProblem = 'blank' | 'tooLong' | 'unreadable';

export function shortTextProblem(normalized: string, max: number): TextProblem | null {
  if (UNSTORABLE.test(normalized) || CONTROL_OR_BIDI.test(normalized)) return 'unreadable';
  if (normalized.replace(INVISIBLE, '').trim() === '') return 'blank';
  if (characterCount(normalized) > max) return 'tooLong';
  return null;
}

export interface ShortTextRule {
  max: number;
  messages: Record<TextProblem, string>;
}

export const NICKNAME_RULE: ShortTextRule = {
  max: NICKNAME_MAX,
  messages: {
    blank: '닉네임을 입력해 주세요.',
    tooLong: `닉네임은 ${NICKNAME_MAX}자 이하로 입력해 주세요.`,
    unreadable: '닉네임에 사용할 수 없는 문자가 있습니다.',
  },
};

export const BUCKET_CONTENT_RULE: ShortTextRule = {
  max: BUCKET_CONTENT_MAX,
  messages: {
    blank: '버킷리스트 내용을 입력해 주세요.',
    tooLong: `버킷리스트는 최대 ${BUCKET_CONTENT_MAX}자까지 작성할 수 있습니다.`,
    unreadable: '버킷리스트 내용에 사용할 수 없는 문자가 있습니다.',
  },
};

export const MOMENT_CONTENT_RULE: ShortTextRule = {
  max: MOMENT_CONTENT_MAX,
  messages: {
    blank: '모멘트 내용을 입력해 주세요.',
    tooLong: `모멘트는 최대 ${MOMENT_CONTENT_MAX}자까지 작성할 수 있습니다.`,
    unreadable: '모멘트 내용에 사용할 수 없는 문자가 있습니다.',
  },
};

/** The AI's goal is a bucket's content, so it has the bucket's limit. */
export const AI_GOAL_RULE: ShortTextRule = {
  max: BUCKET_CONTENT_MAX,
  messages: {
    blank: '목표를 입력해 주세요.',
    tooLong: `목표는 최대 ${BUCKET_CONTENT_MAX}자까지 입력할 수 있습니다.`,
    unreadable: '목표에 사용할 수 없는 문자가 있습니다.',
  },
};

export function shortTextError(value: string, rule: ShortTextRule): string | null {
  const problem = shortTextProblem(normalizeText(value), rule.max);
  return problem && rule.messages[problem];
}
