import { describe, expect, it } from 'vitest';
import { FREQUENCIES, frequencyText } from './enums';

describe('frequencyText', () => {
  it.each([
    ['daily', '1일에 1번'],
    ['every2days', '2일에 1번'],
    ['weekly', '1주에 1번'],
    ['monthly', '1달에 1번'],
  ])('%s → %s', (frequency, text) => {
    expect(frequencyText(frequency)).toBe(text);
  });

  it('labels every frequency the API accepts', () => {
    for (const frequency of FREQUENCIES) expect(frequencyText(frequency)).not.toBe('');
  });

  it('is empty for any other value, including inherited property names', () => {
    for (const other of ['yearly', '', undefined, null, 'toString', 'constructor', '__proto__']) {
      expect(frequencyText(other)).toBe('');
    }
  });
});
