// Sends a visitor without a token from a tab's prerendered page (ADR 0009) to /login before anything paints.
import { ACCESS_TOKEN_KEY } from '@momentum/app-kit/stored-token';

export default function signedOutGate(): void {
  try {
    if (!localStorage.getItem(ACCESS_TOKEN_KEY)) location.replace('/login');
  } catch {
    // Storage refused (a privacy mode): the app decides once it runs.
  }
}
