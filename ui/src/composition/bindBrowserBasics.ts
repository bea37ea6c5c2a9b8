import { BrowserNetworkProbe } from "@lectern/adapters/browser/BrowserNetworkProbe";
import { LocalStorageKeyValue } from "@lectern/adapters/browser/LocalStorageKeyValue";
import { SystemClock } from "@lectern/adapters/browser/SystemClock";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { KeyValueStore } from "@lectern/core/ports/KeyValueStore";
import { NetworkProbe } from "@lectern/core/ports/NetworkProbe";
import type { Container } from "inversify";

/** Ports every browser-hosted mode shares from the first page on: clock, local storage and the connectivity probe. */
export const bindBrowserBasics = (container: Container, probeUrl: string): void => {
  container.bind<ClockPort>(ClockPort).toConstantValue(new SystemClock());
  container.bind<KeyValueStore>(KeyValueStore).toConstantValue(new LocalStorageKeyValue());
  container
    .bind<NetworkProbe>(NetworkProbe)
    .toResolvedValue((clock: ClockPort) => new BrowserNetworkProbe(probeUrl, clock), [ClockPort]);
};
