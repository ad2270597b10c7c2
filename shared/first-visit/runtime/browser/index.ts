// The browser side of a first visit, imported by the shell: shared modules evaluated in slices after a
// prerendered paint, and the yield the boot is cut with. Nothing here may statically import a
// federation-shared module: it runs before the share scope is ready (README.md says what stays out).
export { evaluateSharedModulesInSlices } from './shared-modules-in-slices';
export { yieldToMain } from './yield-to-main';
