// The start-up's steps as user-timing marks ('momentum:<step>'): DevTools' timeline and
// `pnpm bench:hosting --waterfall` show them beside the requests (docs/first-visit.md step 8).
export function markStartup(step: string): void {
  performance.mark?.(`momentum:${step}`);
}
