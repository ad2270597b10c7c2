import { useState } from 'react';

/**
 * The first loaded value, kept for the screen's lifetime. After its own proof an item turns "completed"
 * when the lists refetch; the screen (and its success modal) must keep showing what the user proved.
 */
export function useFirstAnswer<T>(value: T | undefined): T | undefined {
  const [first, setFirst] = useState<T | undefined>(value);
  if (first === undefined && value !== undefined) {
    setFirst(value);
    return value;
  }
  return first;
}
