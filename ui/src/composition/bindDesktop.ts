import { ElectronPlatform } from "@lectern/adapters/electron/ElectronPlatform";
import { desktopBridge } from "@lectern/adapters/electron/desktopBridge";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { PusherSocket } from "@lectern/adapters/realtime/PusherSocket";
import { ApiClient } from "@lectern/core/api/ApiClient";
import { HttpPort } from "@lectern/core/ports/HttpPort";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { OpenRecordingsElsewhere } from "@lectern/core/recording/application/OpenRecordingsElsewhere";
import type { Container } from "inversify";
import { type ApiEnvironment, apiSettings } from "./apiSettings";
import { bindBrowserBasics } from "./bindBrowserBasics";
import type { ModeBinding } from "./ModeBinding";

/** The desktop variant: the api mode's transports with the platform behind the preload bridge. */
export const desktopMode = (env: ApiEnvironment): ModeBinding => {
  const bridge = desktopBridge();
  if (!bridge) throw new Error("The desktop bridge is missing: the preload script did not run.");
  const settings = apiSettings(env);
  return {
    bindPorts(container: Container) {
      bindBrowserBasics(container, settings.probeUrl);
      container.bind<HttpPort>(HttpPort).toConstantValue(new AxiosHttp(settings.http));
      container.bind<SocketPort>(SocketPort).toConstantValue(new PusherSocket(settings.pusher));
      container.bind<PlatformPort>(PlatformPort).toConstantValue(new ElectronPlatform(bridge));
      container
        .bind(OpenRecordingsElsewhere)
        .toResolvedValue(
          (api: ApiClient, platform: PlatformPort) => new OpenRecordingsElsewhere(api, platform, settings.webUrl),
          [ApiClient, PlatformPort],
        );
    },
    async bindSignedInPorts(container: Container) {
      (await import("./bindApiSignedIn")).bindApiSignedIn(container, settings);
    },
    warmUp: () => undefined,
  };
};
