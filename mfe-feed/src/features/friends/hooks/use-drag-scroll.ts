import { useCallback, useEffect, useRef, type PointerEvent, type MouseEvent } from 'react';

/** A press that moved less than this is a click (selects a friend), not a drag. */
const DRAG_THRESHOLD_PX = 5;
/** Velocity kept per animation frame after release: the glide of a flick. */
const FRICTION = 0.92;

/**
 * Free drag with momentum for a mouse on a horizontally scrolling row. Touch and pens use the
 * browser's own overflow scrolling (no scroll-snap), which already has momentum.
 */
export function useDragScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const drag = useRef({ active: false, moved: false, startX: 0, startLeft: 0, lastX: 0, lastTime: 0, velocity: 0 });
  const frame = useRef<number | null>(null);

  const stopGlide = () => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  };
  useEffect(() => stopGlide, []);

  const onPointerDown = useCallback((event: PointerEvent<T>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || !ref.current) return;
    stopGlide();
    drag.current = {
      active: true,
      moved: false,
      startX: event.clientX,
      startLeft: ref.current.scrollLeft,
      lastX: event.clientX,
      lastTime: event.timeStamp,
      velocity: 0,
    };
  }, []);

  const onPointerMove = useCallback((event: PointerEvent<T>) => {
    const state = drag.current;
    const element = ref.current;
    if (!state.active || !element) return;
    const dx = event.clientX - state.startX;
    if (!state.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
    if (!state.moved) element.setPointerCapture?.(event.pointerId);
    state.moved = true;
    element.scrollLeft = state.startLeft - dx;
    const dt = Math.max(event.timeStamp - state.lastTime, 1);
    state.velocity = ((state.lastX - event.clientX) / dt) * 16; // px per ~frame
    state.lastX = event.clientX;
    state.lastTime = event.timeStamp;
  }, []);

  const onPointerUp = useCallback(() => {
    const state = drag.current;
    if (!state.active) return;
    state.active = false;
    if (!state.moved || !ref.current) return;
    const element = ref.current;
    let velocity = state.velocity;
    const glide = () => {
      velocity *= FRICTION;
      if (Math.abs(velocity) < 0.5) {
        frame.current = null;
        return;
      }
      element.scrollLeft += velocity;
      frame.current = requestAnimationFrame(glide);
    };
    frame.current = requestAnimationFrame(glide);
  }, []);

  /** Swallows the click that ends a drag, so dragging over a friend does not select them. */
  const onClickCapture = useCallback((event: MouseEvent<T>) => {
    if (drag.current.moved) {
      event.preventDefault();
      event.stopPropagation();
      drag.current.moved = false;
    }
  }, []);

  return {
    ref,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onClickCapture },
  };
}
