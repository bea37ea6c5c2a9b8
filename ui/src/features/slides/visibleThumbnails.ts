/** Thumbnails drawn beyond each edge of the strip's view, so a short scroll shows drawn pages. */
export const THUMBNAIL_MARGIN = 2;

/**
 * The pages whose thumbnails the strip needs: those in its view (items of `itemWidth` px, gaps
 * included, starting at `scrollLeft`) plus the margin each side, within 1..pageCount.
 */
export const visibleThumbnails = (
  scrollLeft: number,
  viewWidth: number,
  itemWidth: number,
  pageCount: number,
  margin = THUMBNAIL_MARGIN,
): number[] => {
  if (pageCount <= 0 || itemWidth <= 0) return [];
  const first = Math.max(1, Math.floor(scrollLeft / itemWidth) + 1 - margin);
  const last = Math.min(pageCount, Math.ceil((scrollLeft + Math.max(viewWidth, itemWidth)) / itemWidth) + margin);
  const pages: number[] = [];
  for (let page = first; page <= last; page += 1) pages.push(page);
  return pages;
};
