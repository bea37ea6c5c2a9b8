/** Spec 2 §3, §9: the screen qualities, 720 by default, kept under `widget_resolution`. */
export const SCREEN_QUALITIES = {
  "480": { width: 852, height: 480 },
  "720": { width: 1280, height: 720 },
  "1080": { width: 1920, height: 1080 },
} as const;

export type ScreenQuality = keyof typeof SCREEN_QUALITIES;

export const DEFAULT_SCREEN_QUALITY: ScreenQuality = "720";

/** The local storage key of spec 2 §9. */
export const SCREEN_QUALITY_KEY = "widget_resolution";

/** Spec 2 §5: a quality must be one of the options; anything else (a stale or edited value) is the default. */
export const toScreenQuality = (value: string | null): ScreenQuality =>
  value !== null && Object.hasOwn(SCREEN_QUALITIES, value) ? (value as ScreenQuality) : DEFAULT_SCREEN_QUALITY;
