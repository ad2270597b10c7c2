// The slot of a tab's frame (ADR 0009). The frame renders REMOTE_SCREEN_SLOT as the remote area's only
// content; the compose step swaps it for REMOTE_SCREEN_MARKER, which the shell's server fills with the
// remote's prerendered screen (scripts/lib/prerendered-tabs.mjs, whose marker this is).
export { REMOTE_SCREEN_MARKER } from '../../scripts/lib/prerendered-tabs.mjs';
export const REMOTE_SCREEN_SLOT = 'MOMENTUM-REMOTE-SCREEN-SLOT';
