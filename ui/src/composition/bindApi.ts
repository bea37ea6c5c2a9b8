import { BrowserPlatform } from "@lectern/adapters/browser/BrowserPlatform";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { PusherSocket } from "@lectern/adapters/realtime/PusherSocket";
import { HttpPort } from "@lectern/core/ports/HttpPort";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import type { Container } from "inversify";
import { type ApiEnvironment, apiSettings } from "./apiSettings";
import { bindBrowserBasics } from "./bindBrowserBasics";
import type { ModeBinding } from "./ModeBinding";

/** The web app against a real API (axios), a Pusher-protocol server (pusher-js) and a streaming speech service. */
export const apiMode = (env: ApiEnvironment): ModeBinding => {
  const settings = apiSettings(env);
  return {
    bindPorts(container: Container) {
      bindBrowserBasics(container, settings.probeUrl);
      container.bind<HttpPort>(HttpPort).toConstantValue(new AxiosHttp(settings.http));
      container.bind<SocketPort>(SocketPort).toConstantValue(new PusherSocket(settings.pusher));
      container.bind<PlatformPort>(PlatformPort).toConstantValue(new BrowserPlatform());
    },
    async bindSignedInPorts(container: Container) {
      (await import("./bindApiSignedIn")).bindApiSignedIn(container, settings);
    },
    warmUp: () => undefined,
  };
};
