// The slot of a tab's frame (ADR 0009). The shell's frame (shell/prerender/tab-frame.tsx) renders
// REMOTE_SCREEN_SLOT as the remote area's only content; compose-page.ts swaps it for
// REMOTE_SCREEN_MARKER (page-files.ts), which the Node layer fills with the remote's prerendered screen.
// Free of imports: the shell's Node-bundled frame imports it.
export const REMOTE_SCREEN_SLOT = 'MOMENTUM-REMOTE-SCREEN-SLOT';
