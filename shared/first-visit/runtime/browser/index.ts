// The browser side of a first visit, imported by the shell's entry: the wait for a prerendered paint, the
// shared modules evaluated in slices after it, the yield the boot is cut with, the install keeper's key. Nothing here may
// import a federation-shared module (React included: FirstAnswer is ./first-answer): no share scope yet.
export { afterPrerenderedPaint } from './prerendered-paint';
export { evaluateSharedModulesInSlices } from './shared-modules-in-slices';
export { yieldToMain } from './yield-to-main';
export { INSTALL_PROMPT_KEY } from '../page-marks';
