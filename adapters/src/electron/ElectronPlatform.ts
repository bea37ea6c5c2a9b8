import type { OperatingSystem, PlatformPort, ScreenSource } from "@lectern/core/ports/PlatformPort";
import type { DesktopApi, DesktopPlatform } from "@lectern/desktop/common/DesktopApi";

const OS_BY_PLATFORM: Partial<Record<DesktopPlatform, OperatingSystem>> = {
  win32: "windows",
  darwin: "mac",
  linux: "linux",
};

/** Where the renderer is; only the address matters to the desktop variant. */
export interface DesktopHost {
  readonly location: Pick<Location, "href" | "assign">;
}

/** PlatformPort of the desktop variant, over the preload's typed bridge. */
export class ElectronPlatform implements PlatformPort {
  readonly variant = "desktop" as const;
  readonly os: OperatingSystem;

  constructor(
    private readonly bridge: DesktopApi,
    private readonly host: DesktopHost = window,
  ) {
    this.os = OS_BY_PLATFORM[bridge.platform] ?? "other";
  }

  openExternal(url: string): void {
    this.bridge.openExternal(url).catch((error: unknown) => console.warn("Could not open", url, error));
  }

  resizeWindow(width: number, height: number): void {
    this.bridge
      .resizeWindow(width, height)
      .catch((error: unknown) => console.warn("Could not resize the window", error));
  }

  async listScreens(): Promise<readonly ScreenSource[]> {
    const screens = await this.bridge.listScreens();
    // Only an inline image may become an <img> source: nothing the page would fetch from elsewhere.
    return screens.map(({ id, name, thumbnailDataUrl }) => ({
      id,
      name,
      thumbnailUrl: thumbnailDataUrl.startsWith("data:image/") ? thumbnailDataUrl : "",
    }));
  }

  async chooseScreen(id: string): Promise<void> {
    await this.bridge.chooseScreen(id);
  }

  assign(url: string): void {
    // The desktop window refuses to leave the app, so other sites (a provider's sign-in page)
    // open in the system browser; the app's own addresses load in place as on the web.
    const here = new URL(this.host.location.href);
    const target = new URL(url, here);
    // Compared by scheme and host: URL.origin is "null" for app:// outside Chromium.
    if (target.protocol === here.protocol && target.host === here.host) this.host.location.assign(target.href);
    else this.openExternal(target.href);
  }
}
