import { describe, expect, it } from 'vitest';
import { checkTitle, titleLimit } from './title-limit';

describe('title limits', () => {
  it('allows 20 characters for generated items and 30 for others', () => {
    expect(titleLimit('generated')).toBe(20);
    expect(titleLimit('bucket')).toBe(30);
    expect(checkTitle('가'.repeat(20), 'generated')).toEqual({ ok: true });
    expect(checkTitle('가'.repeat(30), 'bucket')).toEqual({ ok: true });
  });

  it('rejects one character more with the toast of docs/product-spec.md', () => {
    expect(checkTitle('가'.repeat(21), 'generated')).toEqual({ ok: false, message: '최대 20자만 작성 가능합니다!' });
    expect(checkTitle('a'.repeat(31), 'bucket')).toEqual({ ok: false, message: '최대 30자만 작성 가능합니다!' });
  });

  it('counts an emoji as one character', () => {
    expect(checkTitle('😀'.repeat(20), 'generated')).toEqual({ ok: true });
  });
});
