// Open modals, newest last. Dialogs nest (the friend-management dialog opens a delete confirmation), so only
// the top one may answer Escape, and the body scroll lock is released only when the last one closes.
const stack: symbol[] = [];
let savedOverflow = '';

export function pushModal(id: symbol): void {
  if (stack.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  stack.push(id);
}

export function popModal(id: symbol): void {
  const index = stack.indexOf(id);
  if (index !== -1) stack.splice(index, 1);
  if (stack.length === 0) document.body.style.overflow = savedOverflow;
}

export const isTopModal = (id: symbol): boolean => stack[stack.length - 1] === id;
