// The first frame of what a kept tap opens (a dialog in its loading state), shown from the page's own
// <template> at the tap and handed to the app's dialog when that opens (ADR 0024). Part of the tap keeper.
import { TAP_FRAME_ATTRIBUTE, TAP_FRAME_NAME } from '../../page-contract/page-marks';

export interface ShownFrame {
  handOver: (ms: number) => void;
  remove: () => void;
}

function templateFor(control: HTMLElement): HTMLTemplateElement | null {
  const name = control.getAttribute(TAP_FRAME_ATTRIBUTE);
  if (!name || !TAP_FRAME_NAME.test(name)) return null;
  const template = document.querySelector('template[' + TAP_FRAME_ATTRIBUTE + '="' + name + '"]') as HTMLTemplateElement | null;
  return template && template.content ? template : null;
}

function opensADialog(node: Node, frame: Element): boolean {
  if (node.nodeType !== 1 || frame.contains(node)) return false;
  const element = node as Element;
  return element.matches('[aria-modal="true"]') || element.querySelector('[aria-modal="true"]') !== null;
}

/** Shows the frame `control`'s tap opens, if the page carries one; `closed` runs when the person closes it. */
export function showTapFrame(control: HTMLElement, closed: () => void): ShownFrame | null {
  const template = templateFor(control);
  const frame = template && (template.content.firstElementChild ? (template.content.firstElementChild.cloneNode(true) as HTMLElement) : null);
  if (!frame) return null;
  frame.setAttribute(TAP_FRAME_ATTRIBUTE, control.getAttribute(TAP_FRAME_ATTRIBUTE)!);
  const panel = frame.querySelector('[aria-modal="true"]') as HTMLElement | null;
  let observer: MutationObserver | null = null;
  let timer = 0;
  const remove = () => {
    document.removeEventListener('keydown', onKey, true);
    if (observer) observer.disconnect();
    clearTimeout(timer);
    if (frame.parentNode) frame.parentNode.removeChild(frame);
  };
  const close = () => {
    remove();
    closed();
  };
  // Its only control is the dialog's close; Escape closes it too, and Tab stays inside, as in the app's dialog.
  function onKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      const button = frame!.querySelector('button') as HTMLElement | null;
      (document.activeElement === button || !button ? panel : button)?.focus();
    }
  }
  frame.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === frame || (target.closest && target.closest('button'))) close();
  });
  document.addEventListener('keydown', onKey, true);
  document.body.appendChild(frame);
  if (panel) panel.focus();
  const handOver = (ms: number) => {
    timer = window.setTimeout(remove, ms);
    if (!window.MutationObserver) return;
    // The app's dialog takes the frame's place in the same frame the browser paints: no flash, no two backdrops.
    observer = new MutationObserver((records) => {
      for (let i = 0; i < records.length; i++) {
        const added = records[i]!.addedNodes;
        for (let j = 0; j < added.length; j++) if (opensADialog(added[j]!, frame)) return remove();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  };
  return { handOver, remove };
}
