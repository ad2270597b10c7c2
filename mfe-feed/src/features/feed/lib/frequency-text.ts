/** The spec's frequency labels; any other value (unknown or missing) shows no text. */
const FREQUENCY_TEXT: Readonly<Record<string, string>> = {
  daily: '1일에 1번',
  every2days: '2일에 1번',
  weekly: '1주에 1번',
  monthly: '1달에 1번',
};

export function frequencyText(frequency: string | null | undefined): string {
  return (frequency && Object.hasOwn(FREQUENCY_TEXT, frequency) ? FREQUENCY_TEXT[frequency] : undefined) ?? '';
}
