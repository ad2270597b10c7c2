// Keyboard selection in the friends carousel: arrows move one friend (stopping at the ends, as the
// list is a row and not a ring), Home and End jump to the ends. Other keys are not ours.

export function nextSelectedIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  const from = Math.min(Math.max(current, 0), count - 1);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(from + 1, count - 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(from - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
