import { BrowserPlatform } from "@lectern/adapters/browser/BrowserPlatform";
import { HttpPort } from "@lectern/core/ports/HttpPort";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import type { Container } from "inversify";
import { bindBrowserBasics } from "./bindBrowserBasics";
import { DeferredHttp } from "./DeferredHttp";
import { DeferredSocket } from "./DeferredSocket";
import type { ModeBinding } from "./ModeBinding";
import type { BrowserDemo } from "./openBrowserDemo";

/**
 * The backend-less demo: the demo backend runs in this tab over IndexedDB, and its real-time
 * events travel through an in-process socket. The backend is fetched on the first request (or when
 * the visitor starts typing), not before the first paint. The probe checks the app's own origin.
 */
export const demoMode = (): ModeBinding => {
  let demo: Promise<BrowserDemo> | null = null;
  const openDemo = (): Promise<BrowserDemo> => {
    demo ??= import("./openBrowserDemo")
      .then((module) => module.openBrowserDemo())
      .then((opened) => {
        // What the backend found in this browser's storage is said on every page from now on.
        const { storage } = opened;
        if (storage) void import("./showDemoStorageNotice").then((notice) => notice.showDemoStorageNotice(storage));
        return opened;
      })
      .catch((error: unknown) => {
        demo = null;
        throw error;
      });
    return demo;
  };
  const http = new DeferredHttp(async () => (await openDemo()).backend.http);
  return {
    bindPorts(container: Container) {
      bindBrowserBasics(container, "/favicon.svg");
      container.bind<HttpPort>(HttpPort).toConstantValue(http);
      container.bind<SocketPort>(SocketPort).toConstantValue(new DeferredSocket(async () => (await openDemo()).socket));
      container.bind<PlatformPort>(PlatformPort).toConstantValue(new BrowserPlatform());
    },
    async bindSignedInPorts(container: Container) {
      (await import("./bindDemoSignedIn")).bindDemoSignedIn(container, http);
    },
    warmUp() {
      // Only early: a failure here is met again, and reported, by the first request.
      http.load().catch(() => undefined);
    },
  };
};
