import { ElectronPlatform } from "@lectern/adapters/electron/ElectronPlatform";
import { desktopBridge } from "@lectern/adapters/electron/desktopBridge";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { LinkedNoteFiles } from "@lectern/adapters/http/LinkedNoteFiles";
import { PusherSocket } from "@lectern/adapters/realtime/PusherSocket";
import { StreamingSpeech } from "@lectern/adapters/speech/StreamingSpeech";
import { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";
import { HttpPort } from "@lectern/core/ports/HttpPort";
import { ApiClient } from "@lectern/core/api/ApiClient";
import { OpenRecordingsElsewhere } from "@lectern/core/recording/application/OpenRecordingsElsewhere";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { SpeechPort } from "@lectern/core/ports/SpeechPort";
import type { Container } from "inversify";
import { type ApiEnvironment, apiSettings } from "./apiSettings";
import { bindBrowserBasics } from "./bindBrowserBasics";

/** The desktop variant: the api mode's transports with the platform behind the preload bridge. */
export const bindDesktop = (container: Container, env: ApiEnvironment): void => {
  const bridge = desktopBridge();
  if (!bridge) throw new Error("The desktop bridge is missing: the preload script did not run.");
  const settings = apiSettings(env);
  bindBrowserBasics(container, settings.probeUrl);
  container.bind<HttpPort>(HttpPort).toConstantValue(new AxiosHttp(settings.http));
  container.bind<NoteFileAddress>(NoteFileAddress).toConstantValue(new LinkedNoteFiles(settings.http.baseUrl));
  container.bind<SocketPort>(SocketPort).toConstantValue(new PusherSocket(settings.pusher));
  container.bind<PlatformPort>(PlatformPort).toConstantValue(new ElectronPlatform(bridge));
  container.bind<SpeechPort>(SpeechPort).toConstantValue(new StreamingSpeech(settings.speech));
  container
    .bind(OpenRecordingsElsewhere)
    .toResolvedValue(
      (api: ApiClient, platform: PlatformPort) => new OpenRecordingsElsewhere(api, platform, settings.webUrl),
      [ApiClient, PlatformPort],
    );
};
