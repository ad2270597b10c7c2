// A prerendered page paints its buttons before the app can answer them: a tap in that window is kept, shown pressed
// (and what it opens, when the page has its first frame) and replayed once on the app's release, only on the same
// control; a tap pressed on a control React replaced before it was let go is finished on the new one (ADR 0024).
import { TAP_KEEPER_RELEASE_KEY, TAP_KEEPER_WAITING_KEY } from '../../page-contract/page-marks';
import { showTapFrame, type ShownFrame } from './tap-frame';

/** What does nothing until the app runs: kept. */
const KEPT = 'button,[role="button"]';
/** What a swap between press and release may replace. */
const PRESSABLE = 'a,button,[role="button"]';
/** Past this without a release the tap is dropped, the control looks as before, and the keeper stands down. */
export const KEEP_MS = 15000;
const PRESSED_OPACITY = '0.6';

interface Place {
  path: number[];
  tag: string;
  text: string;
  label: string | null;
}

interface KeptTap {
  control: HTMLElement;
  place: Place;
  restore: () => void;
  frame: ShownFrame | null;
}

function root(): HTMLElement | null {
  return document.getElementById('root');
}

function controlOf(target: EventTarget | null, selector: string): HTMLElement | null {
  const element = target as Element | null;
  const control = element && element.closest ? (element.closest(selector) as HTMLElement | null) : null;
  const area = root();
  if (!control || !area || !area.contains(control)) return null;
  if ((control as HTMLButtonElement).disabled || control.getAttribute('aria-disabled') === 'true') return null;
  return control;
}

function placeOf(control: HTMLElement): Place | null {
  const area = root();
  const path: number[] = [];
  for (let node: Element = control; node !== area; ) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return { path, tag: control.tagName, text: (control.textContent || '').trim(), label: control.getAttribute('aria-label') };
}

/** The control now at the place, if it is the same: same element type, text and accessible label. */
function standingAt(place: Place): HTMLElement | null {
  let node: Element | null | undefined = root();
  for (let i = 0; node && i < place.path.length; i++) node = node.children[place.path[i]!];
  if (!node || node.tagName !== place.tag) return null;
  if ((node.textContent || '').trim() !== place.text || node.getAttribute('aria-label') !== place.label) return null;
  return controlOf(node, PRESSABLE) === node ? (node as HTMLElement) : null;
}

/** Pressed at once: dimmed (through the CSSOM, which the page policy allows) and busy for a screen reader. */
function showPressed(control: HTMLElement): () => void {
  const opacity = control.style.opacity;
  const busy = control.getAttribute('aria-busy');
  control.style.opacity = PRESSED_OPACITY;
  control.setAttribute('aria-busy', 'true');
  return () => {
    control.style.opacity = opacity;
    if (busy === null) control.removeAttribute('aria-busy');
    else control.setAttribute('aria-busy', busy);
  };
}

export default function tapKeeper(): void {
  if (!document.addEventListener || !Element.prototype.closest || !window.WeakSet) return;
  let live = false;
  // Only the page's own buttons wait for the app; one the app rendered (an error screen's retry) is live.
  // Taken when parsing ends, before any deferred script of the app can run (DOMContentLoaded waits for them).
  const painted = new WeakSet<Element>();
  let parsed = false;
  document.addEventListener('readystatechange', () => {
    if (parsed || document.readyState === 'loading') return;
    parsed = true;
    const area = root();
    const buttons = area ? area.querySelectorAll(KEPT) : [];
    for (let i = 0; i < buttons.length; i++) painted.add(buttons[i]!);
  });
  let kept: KeptTap | null = null;
  let dropTimer = 0;
  let pressed: { control: HTMLElement; place: Place } | null = null;
  let clicked = false;

  const handle = window as unknown as Record<string, unknown>;
  handle[TAP_KEEPER_WAITING_KEY] = () => kept !== null;
  const drop = () => {
    const tap = kept;
    kept = null;
    if (tap) tap.restore();
    return tap;
  };
  const dropWithFrame = () => {
    const tap = drop();
    if (tap && tap.frame) tap.frame.remove();
  };
  // No release by then: the app is not coming, or did not say; either way the page's taps are its own again.
  const giveUp = () => {
    dropWithFrame();
    live = true;
  };

  document.addEventListener(
    'click',
    (event) => {
      if (controlOf(event.target, PRESSABLE)) clicked = true;
      if (live) return;
      const control = controlOf(event.target, KEPT);
      const place = control && placeOf(control);
      if (!control || !place || (parsed && !painted.has(control))) return;
      event.preventDefault();
      event.stopPropagation();
      // The latest tap is the one the person means; taps on the same control count once.
      if (kept && kept.control === control) return;
      dropWithFrame();
      const restore = showPressed(control);
      // Closed by the person before the app came: the tap is taken back, and focus returns to the control.
      const frame = showTapFrame(control, () => {
        if (!kept || kept.control !== control) return;
        drop();
        control.focus();
      });
      kept = { control, place, restore, frame };
      clearTimeout(dropTimer);
      dropTimer = window.setTimeout(giveUp, KEEP_MS);
    },
    true,
  );

  document.addEventListener(
    'pointerdown',
    (event) => {
      const control = controlOf(event.target, PRESSABLE);
      const place = control && placeOf(control);
      pressed = control && place ? { control, place } : null;
    },
    true,
  );
  document.addEventListener(
    'pointerup',
    (event) => {
      const down = pressed;
      pressed = null;
      if (!down || down.control.isConnected) return;
      clicked = false;
      // The browser's click, if any, comes in this same task: finish the tap only when it did not.
      setTimeout(() => {
        const now = clicked ? null : standingAt(down.place);
        if (now && now.contains(event.target as Node)) now.click();
      }, 0);
    },
    true,
  );

  handle[TAP_KEEPER_RELEASE_KEY] = () => {
    // Once: the app releases on every screen it shows, and only the first finds the page's taps.
    handle[TAP_KEEPER_RELEASE_KEY] = undefined;
    if (live) return;
    live = true;
    clearTimeout(dropTimer);
    const tap = drop();
    if (!tap) return;
    // Hydration keeps the node; a fresh render replaces it with its twin.
    const control = tap.control.isConnected ? tap.control : standingAt(tap.place);
    if (!control) {
      if (tap.frame) tap.frame.remove();
      return;
    }
    if (tap.frame) tap.frame.handOver(KEEP_MS);
    setTimeout(() => {
      if (tap.frame) control.focus(); // where the app's dialog returns focus, not the frame about to go
      control.click();
    }, 0);
  };
}
