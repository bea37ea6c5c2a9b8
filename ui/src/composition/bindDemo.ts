import { BrowserPlatform } from "@lectern/adapters/browser/BrowserPlatform";
import { DemoRouter } from "@lectern/adapters/demo/DemoRouter";
import { InProcessHttp } from "@lectern/adapters/demo/InProcessHttp";
import type { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import { InProcessSocket } from "@lectern/adapters/realtime/InProcessSocket";
import { HttpPort } from "@lectern/core/ports/HttpPort";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import type { Container } from "inversify";
import { bindBrowserBasics } from "./bindBrowserBasics";

/**
 * The backend-less demo: the demo backend runs in this tab over IndexedDB, and its real-time
 * events travel through an in-process socket. The probe checks the app's own origin.
 */
export const bindDemo = (container: Container, database: DemoDatabase): void => {
  bindBrowserBasics(container, "/favicon.svg");
  const socket = new InProcessSocket();
  const router = new DemoRouter({ database, now: () => Date.now(), publisher: socket });
  container.bind<SocketPort>(SocketPort).toConstantValue(socket);
  container.bind<HttpPort>(HttpPort).toConstantValue(new InProcessHttp(router, () => navigator.onLine));
  container.bind<PlatformPort>(PlatformPort).toConstantValue(new BrowserPlatform());
};
