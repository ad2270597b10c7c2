// Where the tab frame renders the remote's area (ADR 0009); compose-page.ts swaps it for REMOTE_SCREEN_MARKER.
export const REMOTE_SCREEN_SLOT = 'MOMENTUM-REMOTE-SCREEN-SLOT';
