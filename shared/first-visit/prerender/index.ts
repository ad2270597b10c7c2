// The prerender side of a first visit: what an app's build-time screens module (the shell's prerender/,
// a remote's prerender/screens.tsx) renders with. Runs in the Node bundle build/prerender-config.ts
// makes; a signed-in render gets its token from signed-in-storage.ts, put first by that build.
export { PLACEHOLDER_CONFIG, renderAppScreen } from './render-app-screen';
export { renderRemoteScreen, type RenderedRemoteScreen } from './render-remote-screen';
export { PRERENDER_ORIGIN } from './prerender-origin';
export { REMOTE_SCREEN_SLOT } from './remote-screen-slot';
export type { RenderedScreen } from '../build/compose-page';
