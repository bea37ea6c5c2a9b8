export const PlatformPort = Symbol.for("PlatformPort");

export type Variant = "web" | "desktop";
export type OperatingSystem = "windows" | "mac" | "linux" | "other";

/** A screen the desktop app can record (spec 2 §2.2). */
export interface ScreenSource {
  readonly id: string;
  readonly name: string;
  /** An image address for the screen's thumbnail; empty when the system gives none. */
  readonly thumbnailUrl: string;
}

/** Which variant of the product this is and where it runs. */
export interface PlatformPort {
  readonly variant: Variant;
  readonly os: OperatingSystem;
  /** Sends the whole window to another address (a provider's sign-in page, an external site). */
  openExternal(url: string): void;
  /** Replaces the current document (used where a full page load is wanted, e.g. SSO). */
  assign(url: string): void;
  /** Sizes the app's window where the platform owns it (the desktop app); a browser tab ignores it. */
  resizeWindow?(width: number, height: number): void;
  /**
   * The screens to choose from where the app picks the screen itself (the desktop app); undefined
   * where the browser shows its own picker.
   */
  listScreens?(): Promise<readonly ScreenSource[]>;
  /** The screen the next screen recording captures; one of `listScreens`' ids. */
  chooseScreen?(id: string): Promise<void>;
}
