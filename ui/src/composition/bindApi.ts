import { BrowserPlatform } from "@lectern/adapters/browser/BrowserPlatform";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { PusherSocket } from "@lectern/adapters/realtime/PusherSocket";
import { HttpPort } from "@lectern/core/ports/HttpPort";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import type { Container } from "inversify";
import { type ApiEnvironment, apiSettings } from "./apiSettings";
import { bindBrowserBasics } from "./bindBrowserBasics";

/** The web app against a real API (axios) and a Pusher-protocol server (pusher-js). */
export const bindApi = (container: Container, env: ApiEnvironment): void => {
  const settings = apiSettings(env);
  bindBrowserBasics(container, settings.probeUrl);
  container.bind<HttpPort>(HttpPort).toConstantValue(new AxiosHttp(settings.http));
  container.bind<SocketPort>(SocketPort).toConstantValue(new PusherSocket(settings.pusher));
  container.bind<PlatformPort>(PlatformPort).toConstantValue(new BrowserPlatform());
};
