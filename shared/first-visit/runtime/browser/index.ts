// The browser side of a first visit, for the shell's entry. Nothing here may import a federation-shared module
// (React included: FirstAnswer is ./first-answer): there is no share scope yet.
export { afterPrerenderedPaint } from './prerendered-paint';
export { evaluateSharedModulesInSlices } from './shared-modules-in-slices';
export { yieldToMain } from './yield-to-main';
export { INSTALL_PROMPT_KEY, TAP_FRAME_ATTRIBUTE } from '../../page-contract/page-marks';
export { releaseKeptTaps, tapWaiting } from './kept-taps';
export { preloadScreenChunks } from './screen-chunks';
export { markStartup } from './startup-marks';
