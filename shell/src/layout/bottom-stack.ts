// What may show at once just above the tab bar, and how it stacks so nothing covers the offline
// notice: the notice lies on the tab bar and never moves; the install offer rises above it. They live
// in different React roots (the offer renders in its own, outside the first screen's code), so the
// notice tells the page its height through a custom property on the root element, and the offer's
// CSS adds it. Set before the paint, the two never overlap on screen, not even for a frame.

export const NOTICE_HEIGHT_PROPERTY = '--offline-notice-height';

/** A CSS length: the height of the offline notice while it shows, else 0px. */
export const noticeHeight = `var(${NOTICE_HEIGHT_PROPERTY}, 0px)`;

/** Keeps `notice`'s height on the root element (as it wraps or the text is resized); returns the clean-up. */
export function publishNoticeHeight(notice: HTMLElement, root: HTMLElement = document.documentElement): () => void {
  const publish = () => root.style.setProperty(NOTICE_HEIGHT_PROPERTY, `${notice.getBoundingClientRect().height}px`);
  publish();
  // Without ResizeObserver (old browsers, jsdom) the height of the first layout stays.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : undefined;
  observer?.observe(notice);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(NOTICE_HEIGHT_PROPERTY);
  };
}
