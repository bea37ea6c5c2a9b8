/** Spec 3 §9: a page over 1000 px wide or high is drawn at half scale in the thumbnail strip. */
export const THUMBNAIL_HALF_SCALE_ABOVE_PX = 1000;

/** The scale a page's thumbnail is drawn at: 0.5 when either side is over 1000 px, else 1. */
export const thumbnailScale = (page: { readonly width: number; readonly height: number }): number =>
  page.width > THUMBNAIL_HALF_SCALE_ABOVE_PX || page.height > THUMBNAIL_HALF_SCALE_ABOVE_PX ? 0.5 : 1;
