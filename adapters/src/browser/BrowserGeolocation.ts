import type { GeoPosition, GeolocationPort } from "@lectern/core/ports/GeolocationPort";

/** Long enough for a laptop's Wi-Fi fix, short enough that a session never waits on it for long. */
const LOCATE_TIMEOUT_MS = 15_000;
/** A position from the last ten minutes is as good for "where was this lecture recorded". */
const MAXIMUM_AGE_MS = 600_000;

/** GeolocationPort over the browser's navigator.geolocation (no place name: the browser has none). */
export class BrowserGeolocation implements GeolocationPort {
  constructor(private readonly geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {}

  locate(): Promise<GeoPosition> {
    const geolocation = this.geolocation;
    if (!geolocation) return Promise.reject(new Error("The browser has no geolocation."));
    return new Promise((resolve, reject) => {
      geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude, place: null }),
        (error) => reject(new Error(error.message || "The position is unavailable.")),
        { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
      );
    });
  }
}
