// A tab's frame page (ADR 0009): index.html with the shell's frame in #root, marked for hydration, and
// the marker where the shell's server puts the remote's prerendered screen. A pure function, shared
// by the build step and the tests; it throws rather than write a page that is not right.
import { composePage } from './compose-login-page';
import type { RenderedScreen } from './login-screen';
import { REMOTE_SCREEN_MARKER, REMOTE_SCREEN_SLOT } from './remote-screen-slot';

export function composeTabFramePage(indexHtml: string, frame: RenderedScreen, key: string): string {
  // Inside the remote area's Suspense boundary, as the only content: where the remote's markup goes.
  const slot = `<!--$-->${REMOTE_SCREEN_SLOT}<!--/$-->`;
  if (frame.html.split(slot).length !== 2) throw new Error(`prerender: the ${key} frame must hold its remote's slot once, inside its Suspense boundary`);
  const html = frame.html.replace(REMOTE_SCREEN_SLOT, REMOTE_SCREEN_MARKER);
  // Its scripts load with the page: held until the paint, the tab's data showed 15% later (ADR 0014).
  return composePage(indexHtml, { ...frame, html }, `shell-${key}`, { rootAttributes: ' data-hydrate=""' });
}
