import type { Locator } from "@playwright/test";

/** Where a media element landed after its last seek, read from the page. */
export interface SeekWatch {
  /** How far the last seek landed from `seconds` (Infinity before any seek, or since `forget`). */
  distanceTo(seconds: number): Promise<number>;
  /** Drops the last seek, so the next check waits for a new one. */
  forget(): Promise<void>;
}

type Noted = HTMLMediaElement & { lastSeek?: number | undefined };

/**
 * Notes where a media element lands after each seek. A seek that also plays keeps moving
 * `currentTime`, so checking it races playback on a busy machine; the `seeked` position does not.
 */
export const watchSeeks = async (media: Locator): Promise<SeekWatch> => {
  await media.evaluate((element: Noted) => {
    element.addEventListener("seeked", () => {
      element.lastSeek = element.currentTime;
    });
  });
  return {
    distanceTo: async (seconds) => {
      const landed = await media.evaluate((element: Noted) => element.lastSeek ?? null);
      return landed === null ? Number.POSITIVE_INFINITY : Math.abs(landed - seconds);
    },
    forget: () =>
      media.evaluate((element: Noted) => {
        element.lastSeek = undefined;
      }),
  };
};
