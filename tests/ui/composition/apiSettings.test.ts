import { describe, expect, it } from "vitest";
import { type PageLocation, apiSettings } from "../../../ui/src/composition/apiSettings";

const page = (href: string): PageLocation => {
  const url = new URL(href);
  return { origin: url.origin, hostname: url.hostname, protocol: url.protocol };
};

/** The app `npm run server` builds: the API beside the app, soketi on the page's host. */
const SERVED = { VITE_API_URL: "/api/", VITE_PUSHER_KEY: "app-key", VITE_PUSHER_PORT: "6001" } as const;

describe("apiSettings", () => {
  it("resolves a relative API address against the page's origin, its auth endpoint too", () => {
    const settings = apiSettings(SERVED, page("http://192.168.1.20:8080/records"));
    expect(settings.http.baseUrl).toBe("http://192.168.1.20:8080/api/");
    expect(settings.pusher.authEndpoint).toBe("http://192.168.1.20:8080/api/broadcasting/auth");
  });

  it("keeps an absolute API address whatever the page", () => {
    const env = { VITE_API_URL: "https://api.example.org/api" };
    expect(apiSettings(env, page("http://127.0.0.1:5173/")).http.baseUrl).toBe("https://api.example.org/api/");
    // The desktop app's page (app://lectern) has an opaque origin: nothing is resolved against it.
    expect(apiSettings(env, { origin: "null", hostname: "lectern", protocol: "app:" }).http.baseUrl).toBe(
      "https://api.example.org/api/",
    );
  });

  it("reaches soketi on the page's host when VITE_PUSHER_HOST is empty or absent", () => {
    const lan = page("http://192.168.1.20:8080/");
    expect(apiSettings(SERVED, lan).pusher.wsHost).toBe("192.168.1.20");
    expect(apiSettings({ ...SERVED, VITE_PUSHER_HOST: "" }, lan).pusher.wsHost).toBe("192.168.1.20");
    expect(apiSettings({ ...SERVED, VITE_PUSHER_HOST: "realtime.example.org" }, lan).pusher.wsHost).toBe(
      "realtime.example.org",
    );
  });

  it("falls back to 127.0.0.1 for a page that is not http(s), or no page", () => {
    expect(apiSettings({}, { origin: "null", hostname: "lectern", protocol: "app:" }).pusher.wsHost).toBe("127.0.0.1");
    expect(apiSettings({}, undefined).pusher.wsHost).toBe("127.0.0.1");
    expect(apiSettings({ VITE_API_URL: "/api/" }, undefined).http.baseUrl).toBe("/api/");
  });
});
