import { BrowserGeolocation } from "@lectern/adapters/browser/BrowserGeolocation";
import { describe, expect, it } from "vitest";

/** navigator.geolocation answering at once with a position, or with the browser's error. */
const geolocationAnswering = (answer: { lat: number; lng: number } | { message: string }): Geolocation =>
  ({
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      if ("message" in answer) failure?.({ code: 1, message: answer.message } as GeolocationPositionError);
      else success({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
    },
  }) as unknown as Geolocation;

describe("BrowserGeolocation (spec 2 §7 geo, §8 'no geolocation service')", () => {
  it("answers the position as a session's geo, without a place", async () => {
    const geolocation = new BrowserGeolocation(geolocationAnswering({ lat: 48.85, lng: 2.35 }));
    expect(await geolocation.locate()).toEqual({ lat: 48.85, lng: 2.35, place: null });
  });

  it("rejects when the user refuses, and when the browser has no geolocation at all", async () => {
    await expect(new BrowserGeolocation(geolocationAnswering({ message: "User denied" })).locate()).rejects.toThrow(
      "User denied",
    );
    await expect(new BrowserGeolocation(undefined).locate()).rejects.toThrow();
  });
});
