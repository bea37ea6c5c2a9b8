import type { OperatingSystem, PlatformPort } from "@lectern/core/ports/PlatformPort";
import { operatingSystemFromAgent } from "./operatingSystemFromAgent";

/** The parts of `window` the web platform uses. */
export interface BrowserHost {
  readonly navigator: Navigator;
  readonly location: Pick<Location, "assign">;
  open(url: string, target: string, features: string): unknown;
}

/** User-Agent Client Hints: not in TypeScript's DOM library yet, and absent outside Chromium. */
interface NavigatorWithAgentData {
  readonly userAgentData?: { readonly platform?: string };
}

/** PlatformPort of the web variant. */
export class BrowserPlatform implements PlatformPort {
  readonly variant = "web" as const;
  readonly os: OperatingSystem;

  constructor(private readonly host: BrowserHost = window) {
    const hinted = (host.navigator as Navigator & NavigatorWithAgentData).userAgentData?.platform;
    // Client hints name the platform plainly; the user-agent string is the fallback elsewhere.
    this.os = operatingSystemFromAgent(hinted || host.navigator.userAgent);
  }

  openExternal(url: string): void {
    // noopener: the opened site must not reach back into the app through window.opener.
    this.host.open(url, "_blank", "noopener");
  }

  assign(url: string): void {
    this.host.location.assign(url);
  }
}
