// The one format a bench section prints a budget in, and the parser `pnpm bench` gathers them with;
// printing a figure with budgetLine() is all a section does to join the summary:
//   <what, any text>   <figure>  budget ≤|≥ <limit>  OK|OVER   (OVER: the figure is on the wrong side)

export type Verdict = 'OK' | 'OVER';

export interface BudgetFigure {
  what: string;
  /** As printed, unit included (`183.2 KB`, `1.8 s`, `98`); '-' when the section had no figure. */
  figure: string;
  direction: '≤' | '≥';
  limit: string;
  /** null: the section printed something else there (`n/a (no paint)`). */
  verdict: Verdict | null;
}

const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length));
const lpad = (text: string, width: number) => (text.length >= width ? text : ' '.repeat(width - text.length) + text);

/** OK when `figure` is on the right side of `limit` (≤: at most, ≥: at least). */
export function verdictOf(figure: number, direction: '≤' | '≥', limit: number): Verdict {
  return (direction === '≤' ? figure <= limit : figure >= limit) ? 'OK' : 'OVER';
}

/** One printed budget line; bytes/report.ts prints the same shape. */
export function budgetLine(what: string, figure: string, direction: '≤' | '≥', limit: string, verdict: string): string {
  return `${pad(what, 42)} ${lpad(figure, 10)}  budget ${direction} ${lpad(limit, 9)}  ${verdict}`;
}

// The figure is a number with an optional unit (`183.2 KB`, `1.8 s`, `0.004`) or '-'.
const LINE = /^\s*(.+?)\s+(-|[-\d.,]+(?: ?[A-Za-z%]+)?)\s+budget ([≤≥])\s+(.+?)\s{2,}(.+?)\s*$/;

/** Every budget line in a section's output, in order (other lines ignored). */
export function parseBudgetLines(output: string): BudgetFigure[] {
  const found: BudgetFigure[] = [];
  for (const raw of output.split('\n')) {
    // Section output may carry colours when a terminal is attached.
    // eslint-disable-next-line no-control-regex
    const line = raw.replace(/\u001b\[[0-9;]*m/g, '');
    const match = LINE.exec(line);
    if (!match) continue;
    const [, what, figure, direction, limit, rest] = match as unknown as [string, string, string, '≤' | '≥', string, string];
    const verdict = /^OK\b/.test(rest) ? 'OK' : /^OVER\b/.test(rest) ? 'OVER' : null;
    found.push({ what: what.trim(), figure: figure.trim(), direction, limit: limit.trim(), verdict });
  }
  return found;
}

export interface SectionResult {
  name: string;
  /** What happened to the section itself: ran, failed (exit code), or was not there. */
  status: string;
  figures: BudgetFigure[];
}

/** The closing table of `pnpm bench`: every figure of every section beside its budget. */
export function summaryTable(sections: SectionResult[]): string[] {
  const rows = sections.flatMap((s) =>
    s.figures.length > 0
      ? s.figures.map((f) => [s.name, f.what, f.figure, `${f.direction} ${f.limit}`, f.verdict ?? '-'])
      : [[s.name, `(no figures: ${s.status})`, '', '', '']],
  );
  const head = ['section', 'figure', 'measured', 'budget', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 || i === 3 ? lpad(c, widths[i]!) : pad(c, widths[i]!)))
      .join('  ')
      .trimEnd();
  const all = sections.flatMap((s) => s.figures);
  const count = (verdict: Verdict | null) => all.filter((f) => f.verdict === verdict).length;
  return [
    line(head),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
    '',
    `${all.length} figures: ${count('OK')} OK, ${count('OVER')} OVER, ${count(null)} not judged` +
      sections
        .filter((s) => s.status !== 'ran')
        .map((s) => `; ${s.name}: ${s.status}`)
        .join(''),
  ];
}
