import { describe, expect, it } from 'vitest';
import { frequencyText } from './frequency-text';

describe('frequencyText', () => {
  it.each([
    ['daily', '1일에 1번'],
    ['every2days', '2일에 1번'],
    ['weekly', '1주에 1번'],
    ['monthly', '1달에 1번'],
  ])('%s → %s', (frequency, text) => {
    expect(frequencyText(frequency)).toBe(text);
  });

  it('gives an empty text for anything else', () => {
    expect(frequencyText('yearly')).toBe('');
    expect(frequencyText('toString')).toBe('');
    expect(frequencyText(null)).toBe('');
  });
});
