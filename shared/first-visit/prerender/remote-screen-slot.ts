// The slot the shell's tab frame renders in the remote's area (ADR 0009); compose-page.ts swaps it for
// REMOTE_SCREEN_MARKER, which the Node layer fills with the remote's screen. Free of imports: the
// shell's Node-bundled frame imports it.
export const REMOTE_SCREEN_SLOT = 'MOMENTUM-REMOTE-SCREEN-SLOT';
