import { type DesktopCapturerSource, desktopCapturer } from "electron";
import type { DesktopScreen } from "../common/DesktopApi";

/** 16:9 and small: a picker card, not a preview (data: URLs cross the bridge on every listing). */
const THUMBNAIL = { width: 320, height: 180 } as const;
/** When answering getDisplayMedia only the source matters; skipping thumbnails keeps it fast. */
const NO_THUMBNAIL = { width: 0, height: 0 } as const;

/**
 * Which screen getDisplayMedia records in the desktop app (spec 2 §2.2). The renderer may only pick
 * an id main itself listed last time, so a compromised page cannot name a window or make one up.
 */
export class ScreenChoice {
  private listed: ReadonlySet<string> = new Set();
  private chosen: string | null = null;

  /** Lists the screens with thumbnails and remembers their ids as the only ones choosable. */
  async list(): Promise<DesktopScreen[]> {
    const sources = await desktopCapturer.getSources({ types: ["screen"], thumbnailSize: THUMBNAIL });
    this.listed = new Set(sources.map((source) => source.id));
    // A choice survives a new listing only while that screen is still there.
    if (this.chosen !== null && !this.listed.has(this.chosen)) this.chosen = null;
    return sources.map((source, index) => ({
      id: source.id,
      name: source.name || `Screen ${index + 1}`,
      thumbnailDataUrl: source.thumbnail.isEmpty() ? "" : source.thumbnail.toDataURL(),
    }));
  }

  /** Accepts only a string id from the last listing; anything else is refused. */
  choose(id: unknown): void {
    if (typeof id !== "string" || !this.listed.has(id)) throw new Error("Refused: not a listed screen");
    this.chosen = id;
  }

  /** The chosen screen as the capturer sees it now: null when none was chosen or it is gone. */
  async source(): Promise<DesktopCapturerSource | null> {
    const chosen = this.chosen;
    if (chosen === null) return null;
    const sources = await desktopCapturer.getSources({ types: ["screen"], thumbnailSize: NO_THUMBNAIL });
    return sources.find((source) => source.id === chosen) ?? null;
  }
}
