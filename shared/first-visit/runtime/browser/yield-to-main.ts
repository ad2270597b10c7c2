// A macrotask boundary: what follows runs in a task of its own, so the browser can handle input and
// paint in between (the boot after a prerendered paint is cut into such slices, ADR 0009). Stateless,
// and free of shared modules: the entry uses it before the federation share scope is ready.
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
