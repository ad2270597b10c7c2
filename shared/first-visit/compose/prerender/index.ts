// What an app's build-time screens module renders with, in the Node bundle prerender-config.ts makes.
export { PLACEHOLDER_CONFIG, renderAppScreen } from './render-app-screen';
export { renderRemoteScreen, renderTapFrame, type RenderedRemoteScreen } from './render-remote-screen';
export { datelessBaseScreen } from './dateless-screen';
export { PRERENDER_ORIGIN } from './prerender-origin';
export { REMOTE_SCREEN_SLOT } from './remote-screen-slot';
export type { RenderedScreen } from '../compose-page';
