// What the shell (or the harness) gives the API client: apart from api-client.ts, the shared module,
// so the files that read it need not import that module by a relative path.
export interface ApiClientOptions {
  baseURL: string;
  getToken: () => string | null;
  setToken: (token: string) => void;
  /** Called on every 401 response; the caller de-duplicates (see the shell's session wiring). */
  onUnauthorized: () => void;
}
