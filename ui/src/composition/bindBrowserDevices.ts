import { BrowserGeolocation } from "@lectern/adapters/browser/BrowserGeolocation";
import { BrowserMedia } from "@lectern/adapters/media/BrowserMedia";
import { GeolocationPort } from "@lectern/core/ports/GeolocationPort";
import { MediaPort } from "@lectern/core/ports/MediaPort";
import type { Container } from "inversify";
import { bindBrowserQueueStore } from "./bindBrowserQueueStore";

/**
 * What recording needs of the browser, in every browser-hosted mode: the widget database, capture
 * and location. Signed-in users only, so none of it (idb among it) loads with the sign-in pages.
 */
export const bindBrowserDevices = (container: Container): void => {
  bindBrowserQueueStore(container);
  container.bind<MediaPort>(MediaPort).toConstantValue(new BrowserMedia());
  container.bind<GeolocationPort>(GeolocationPort).toConstantValue(new BrowserGeolocation());
};
