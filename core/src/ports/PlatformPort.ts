export const PlatformPort = Symbol.for("PlatformPort");

export type Variant = "web" | "desktop";
export type OperatingSystem = "windows" | "mac" | "linux" | "other";

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
}
