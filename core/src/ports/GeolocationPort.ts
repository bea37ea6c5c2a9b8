export const GeolocationPort = Symbol.for("GeolocationPort");

/** Where the device is, as a session's geo keeps it (spec 2 §3: geo {lat, lng, place}). */
export interface GeoPosition {
  readonly lat: number;
  readonly lng: number;
  /** A readable place name, when the platform knows one. */
  readonly place: string | null;
}

/** The device's location service. */
export interface GeolocationPort {
  /** Resolves the current position; rejects when there is no service, or the user refused it. */
  locate(): Promise<GeoPosition>;
}
