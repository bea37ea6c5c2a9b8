/** Spec 2 §2.5, §9: captions follow new text while the view is within 30 px of the bottom. */
export const AUTO_SCROLL_THRESHOLD_PX = 30;

/**
 * True when a scrolled view is close enough to its bottom to keep following new lines; a reader who
 * scrolled up to re-read is left where they are.
 */
export const shouldAutoScroll = (scrollHeight: number, scrollTop: number, clientHeight: number): boolean =>
  scrollHeight - scrollTop - clientHeight <= AUTO_SCROLL_THRESHOLD_PX;
