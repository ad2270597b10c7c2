// Shapes of credentials that must never be logged, whatever their value: one list for the API's
// log-redaction test and the e2e run's log scan (e2e/fixtures/log-scan.ts).
export const CREDENTIAL_PATTERNS: RegExp[] = [
  /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/, // a JWT
  /Bearer\s+(?!\[REDACTED\])[\w.~+/-]{8,}/i,
  /momentum_rt=(?!;|\[REDACTED\])[^;\s"]+/,
  /[?&](?:code|token|access_token|refresh_token)=(?!\[REDACTED\])[^&\s"]+/,
  /"(?:authorization|cookie|set-cookie|x-access-token)"\s*:\s*"(?!\[REDACTED\])/i,
];
