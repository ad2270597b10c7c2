// Reads what `pnpm audit --json` answered and says which of four things happened. "The registry could
// not answer" must never look like "no advisory": on machines whose registry access allows only
// GET/HEAD, the bulk advisory endpoint answers 405 and there is no audit result at all.

export type AuditOutcome = 'clean' | 'vulnerable' | 'unreachable' | 'error';

/** Exit codes of scripts/audit.mjs, one per outcome. */
export const OUTCOME_EXIT: Record<AuditOutcome, number> = { clean: 0, vulnerable: 1, error: 2, unreachable: 3 };

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
const BLOCKING = new Set(['high', 'critical']);

interface Advisory {
  severity?: string;
  module_name?: string;
  vulnerable_versions?: string;
  title?: string;
  url?: string;
  findings?: { paths?: string[] }[];
}
interface AuditReport {
  metadata?: { vulnerabilities?: Partial<Record<(typeof SEVERITIES)[number], number>> };
  advisories?: Record<string, Advisory | undefined>;
}

export interface AuditResult {
  outcome: AuditOutcome;
  summary: string;
  details: string[];
}

export function classifyAudit({ status, stdout, stderr }: { status: number | null; stdout: string; stderr: string }): AuditResult {
  const output = `${stdout}\n${stderr}`;
  const report = parseReport(stdout);
  if (report) {
    const counts = Object.fromEntries(SEVERITIES.map((level) => [level, Number(report.metadata?.vulnerabilities?.[level] ?? 0)])) as Record<(typeof SEVERITIES)[number], number>;
    const blocking = Object.values(report.advisories ?? {}).filter((advisory): advisory is Advisory => BLOCKING.has(advisory?.severity ?? ''));
    const countsText = SEVERITIES.map((level) => `${counts[level]} ${level}`).join(', ');
    if (counts.high + counts.critical > 0 || blocking.length > 0) {
      return {
        outcome: 'vulnerable',
        summary: `${counts.high + counts.critical} high/critical advisories (${countsText})`,
        details: blocking.map(
          (a) => `${a.severity} ${a.module_name} ${a.vulnerable_versions ?? ''}: ${a.title} ${a.url ?? ''} (${(a.findings ?? []).flatMap((f) => f.paths ?? []).slice(0, 3).join(', ')})`,
        ),
      };
    }
    return { outcome: 'clean', summary: `0 high/critical advisories (${countsText})`, details: [] };
  }
  const http = /responded with (\d{3})/i.exec(output) ?? /\b(\d{3}) [A-Z][a-z]+(?: [A-Z][a-z]+)* - POST\b/.exec(output);
  if (http || /ERR_PNPM_AUDIT_BAD_RESPONSE/.test(output)) {
    const endpoint = /\(at (\S+)\)/.exec(output.replace(/\s*│\s*/g, ''))?.[1] ?? 'the registry advisory endpoint';
    return {
      outcome: 'unreachable',
      summary: `cannot reach the advisory endpoint (HTTP ${http?.[1] ?? '?'}): NO audit result, neither pass nor fail`,
      details: [`endpoint: ${endpoint}`],
    };
  }
  const network = /\b(ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ERR_SOCKET_TIMEOUT)\b/.exec(output);
  if (network) {
    return { outcome: 'unreachable', summary: `cannot reach the advisory endpoint (network: ${network[1]}): NO audit result, neither pass nor fail`, details: [] };
  }
  return { outcome: 'error', summary: `pnpm audit failed (exit ${status}) without a report`, details: output.trim().split('\n').slice(0, 15) };
}

function parseReport(stdout: string): AuditReport | null {
  const text = stdout.trim();
  if (!text.startsWith('{')) return null;
  try {
    const report: unknown = JSON.parse(text);
    if (!report || typeof report !== 'object') return null;
    const value = report as AuditReport;
    return value.metadata || value.advisories ? value : null;
  } catch {
    return null;
  }
}
