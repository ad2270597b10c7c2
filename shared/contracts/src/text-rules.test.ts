import { describe, expect, it } from 'vitest';
import { bucketRoutes } from './bucket';
import { momentRoutes } from './moment';
import {
  BUCKET_CONTENT_RULE,
  NICKNAME_RULE,
  hasUnstorableCharacter,
  normalizeText,
  shortTextError,
  shortTextProblem,
} from './text-rules';
import { Nickname } from './users';

const CONTROLS = ['\u0000', '\u0007', '\t', '\n', '\u001F', '\u007F', '\u0085', '\u009F'];
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u3164', '\u115F', '\u1160'];
/** '가' spelled as two conjoining jamo (what some keyboards and macOS file names produce). */
const DECOMPOSED_GA = '\u1100\u1161';

describe('hasUnstorableCharacter', () => {
  it('finds NUL and lone surrogates, and passes emoji and noncharacters PostgreSQL stores', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00', 'a\uD83D']) expect(hasUnstorableCharacter(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', '모멘트', '😀', '\u{1F468}\u200D\u{1F469}', '\uFFFF', '%00', '\\u0000']) expect(hasUnstorableCharacter(good), good).toBe(false);
  });
});

describe('shortTextProblem', () => {
  it('refuses control characters and bidi overrides or isolates anywhere in the text', () => {
    for (const c of [...CONTROLS, ...BIDI]) expect(shortTextProblem(`모${c}멘`, 20), JSON.stringify(c)).toBe('unreadable');
    expect(shortTextProblem('\uD800모멘', 20)).toBe('unreadable');
  });

  it('calls text blank when only zero-width and filler characters remain', () => {
    for (const c of INVISIBLE) expect(shortTextProblem(`${c}${c} ${c}`, 20), JSON.stringify(c)).toBe('blank');
    // Joiners inside a real name are fine: they shape emoji sequences.
    expect(shortTextProblem('모\u200D멘', 20)).toBeNull();
  });

  it('counts code points of the normalised form against the limit', () => {
    expect(shortTextProblem('😀'.repeat(20), 20)).toBeNull();
    expect(shortTextProblem('😀'.repeat(21), 20)).toBe('tooLong');
    expect(shortTextProblem(normalizeText(DECOMPOSED_GA.repeat(20)), 20)).toBeNull();
  });
});

describe('normalizeText', () => {
  it('composes to NFC and trims', () => {
    expect(normalizeText(`  ${DECOMPOSED_GA}  `)).toBe('가');
    expect(normalizeText('e\u0301')).toBe('é');
  });
});

describe('shortTextError', () => {
  it('answers with the rule\'s Korean message', () => {
    expect(shortTextError('모\u202E멘', NICKNAME_RULE)).toBe('닉네임에 사용할 수 없는 문자가 있습니다.');
    expect(shortTextError('\u3164\u3164', NICKNAME_RULE)).toBe('닉네임을 입력해 주세요.');
    expect(shortTextError('가'.repeat(21), NICKNAME_RULE)).toBe('닉네임은 20자 이하로 입력해 주세요.');
    expect(shortTextError(` ${DECOMPOSED_GA.repeat(20)} `, NICKNAME_RULE)).toBeNull();
    expect(shortTextError('달리기\u0007', BUCKET_CONTENT_RULE)).toBe('버킷리스트 내용에 사용할 수 없는 문자가 있습니다.');
  });
});

describe('short texts in the contract', () => {
  const messageOf = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

  it('stores the nickname as NFC and counts its normalised length', () => {
    expect(Nickname.parse(` ${DECOMPOSED_GA.repeat(20)} `)).toBe('가'.repeat(20));
    expect(messageOf(Nickname.safeParse('모멘\u2066'))).toBe('닉네임에 사용할 수 없는 문자가 있습니다.');
    expect(messageOf(Nickname.safeParse('\u200B\uFEFF'))).toBe('닉네임을 입력해 주세요.');
  });

  it('holds bucket titles and to-dos to the same control and bidi rule', () => {
    expect(messageOf(bucketRoutes.create.body.safeParse({ type: 'REPEAT', content: '달리기\u202E' }))).toBe('버킷리스트 내용에 사용할 수 없는 문자가 있습니다.');
    expect(messageOf(bucketRoutes.update.body.safeParse({ content: 'a\nb' }))).toBe('버킷리스트 내용에 사용할 수 없는 문자가 있습니다.');
    expect(bucketRoutes.update.body.parse({ content: `${DECOMPOSED_GA}!` }).content).toBe('가!');
    const day = (n: number) => new Date(Date.UTC(2030, 0, 1 + n)).toISOString();
    const body = { startDate: day(0), endDate: day(1), frequency: 'daily', moments: [{ content: '물\u0000 마시기', startDate: day(0), endDate: day(1) }] };
    expect(messageOf(momentRoutes.create.body.safeParse(body))).toBe('모멘트 내용에 사용할 수 없는 문자가 있습니다.');
  });
});
