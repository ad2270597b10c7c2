// The production topology on one machine (README.md): filled in by its modules.
export {};
