import { BrowserGeolocation } from "@lectern/adapters/browser/BrowserGeolocation";
import { BrowserNetworkProbe } from "@lectern/adapters/browser/BrowserNetworkProbe";
import { BrowserMedia } from "@lectern/adapters/media/BrowserMedia";
import { LocalStorageKeyValue } from "@lectern/adapters/browser/LocalStorageKeyValue";
import { SystemClock } from "@lectern/adapters/browser/SystemClock";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { GeolocationPort } from "@lectern/core/ports/GeolocationPort";
import { KeyValueStore } from "@lectern/core/ports/KeyValueStore";
import { MediaPort } from "@lectern/core/ports/MediaPort";
import { NetworkProbe } from "@lectern/core/ports/NetworkProbe";
import type { Container } from "inversify";
import { bindBrowserQueueStore } from "./bindBrowserQueueStore";

/** Ports every browser-hosted mode shares: clock, local storage, the widget database, capture, location and the connectivity probe. */
export const bindBrowserBasics = (container: Container, probeUrl: string): void => {
  container.bind<ClockPort>(ClockPort).toConstantValue(new SystemClock());
  container.bind<KeyValueStore>(KeyValueStore).toConstantValue(new LocalStorageKeyValue());
  container
    .bind<NetworkProbe>(NetworkProbe)
    .toResolvedValue((clock: ClockPort) => new BrowserNetworkProbe(probeUrl, clock), [ClockPort]);
  bindBrowserQueueStore(container);
  container.bind<MediaPort>(MediaPort).toConstantValue(new BrowserMedia());
  container.bind<GeolocationPort>(GeolocationPort).toConstantValue(new BrowserGeolocation());
};
