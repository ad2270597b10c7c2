/** Formats code points as a CSS `unicode-range` value, merging consecutive code points into spans. */
export function toUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const spans: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    const start = sorted[i]!;
    let end = start;
    while (sorted[i + 1] === end + 1) end = sorted[++i]!;
    const hex = (n: number): string => n.toString(16).toUpperCase();
    spans.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
    i++;
  }
  return spans.join(', ');
}

/** Every code point of the inclusive spans. */
export function codePointsOf(spans: readonly (readonly [number, number])[]): number[] {
  return spans.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, k) => from + k));
}

export const codePointsOfText = (text: string): number[] => [...text].map((ch) => ch.codePointAt(0)!);
