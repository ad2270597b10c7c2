// The browser side of a first visit that is the first visit's alone, the one entry the shell imports:
// the shared modules evaluated in slices after a prerendered paint (shell/src/index.ts) and the
// macrotask boundary the boot is cut with. The critical path itself (config, primed GETs, the first
// screen's remote) stays in the shell, shell/src/start/critical-path.ts: it drives the shell's remote
// loader, and a copy here taking the loader as an argument cost the /home JS budget 40-51 bytes
// (README.md, "What stays elsewhere, and why"). Nothing here may import a federation-shared module
// statically: it runs before the share scope is ready.
export { evaluateSharedModulesInSlices } from './shared-modules-in-slices';
export { yieldToMain } from './yield-to-main';
