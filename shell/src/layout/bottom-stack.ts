// The install offer rises above the offline notice, but they render in different React roots: the notice
// publishes its height as a custom property, set before the paint so they never overlap, not even for a frame.

export const NOTICE_HEIGHT_PROPERTY = '--offline-notice-height';

export const noticeHeight = `var(${NOTICE_HEIGHT_PROPERTY}, 0px)`;

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
