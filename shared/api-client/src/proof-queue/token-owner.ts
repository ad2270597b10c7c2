// Whose data a thing on the device is: the user id (`sub`) of the access token. Read without verifying
// the token; it only names the owner (the server checks the token itself on every request).
export function ownerOf(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { sub } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}
