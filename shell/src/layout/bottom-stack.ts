// The offline notice lies on the tab bar and never moves; the install offer rises above it. They render in
// different React roots, so the notice publishes its height as a custom property on the root element for
// the offer's CSS. Set before the paint, the two never overlap, not even for a frame.

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
