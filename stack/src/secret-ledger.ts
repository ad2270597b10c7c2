// The run's ledger of secrets (E2E_SECRET_LEDGER, set by e2e's global setup): whatever signs a user up
// records the codes and tokens it got, so the e2e log scan can prove none of them reached a log line.
import fs from 'node:fs';

/** Shorter values would match by accident (and no secret of the stack is that short). */
export const MIN_SECRET_LENGTH = 8;

export type SecretKind = 'kakaoCode' | 'kakaoToken' | 'accessToken' | 'refreshToken' | 'jwtSecret' | 'openAiKey';

/** Appends secrets to the run's ledger (no-op outside a run, e.g. a fixture used by a benchmark). */
export function recordSecrets(kind: SecretKind, ...values: Array<string | null | undefined>): void {
  const ledger = process.env.E2E_SECRET_LEDGER;
  if (!ledger) return;
  const lines = values.filter((value): value is string => typeof value === 'string' && value.length >= MIN_SECRET_LENGTH);
  if (lines.length > 0) fs.appendFileSync(ledger, lines.map((value) => `${kind}\t${value}\n`).join(''), { mode: 0o600 });
}
