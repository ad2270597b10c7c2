import type { Frequency } from '@momentum/contracts/enums';

const FREQUENCY_TEXT: Readonly<Record<Frequency, string>> = {
  daily: '1일에 1번',
  every2days: '2일에 1번',
  weekly: '1주에 1번',
  monthly: '1달에 1번',
};

/** The spec's frequency text; any other value gives an empty text. */
export function frequencyText(frequency: string | null | undefined): string {
  return frequency && Object.hasOwn(FREQUENCY_TEXT, frequency) ? FREQUENCY_TEXT[frequency as Frequency] : '';
}
