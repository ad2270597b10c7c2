// Free of shared modules: the entry uses it before the federation share scope is ready.
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
