import { BrowserPlatform, type BrowserHost } from "@lectern/adapters/browser/BrowserPlatform";
import { describe, expect, it, vi } from "vitest";

const host = (userAgent: string, hintedPlatform?: string) => {
  const assign = vi.fn<(url: string) => void>();
  const open = vi.fn<(url: string, target: string, features: string) => unknown>();
  const navigator = {
    userAgent,
    ...(hintedPlatform === undefined ? {} : { userAgentData: { platform: hintedPlatform } }),
  } as unknown as Navigator;
  const value: BrowserHost = { navigator, location: { assign }, open };
  return { value, assign, open };
};

const AGENTS = {
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  linux: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  chromebook:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
};

describe("BrowserPlatform", () => {
  it("is the web variant", () => {
    expect(new BrowserPlatform(host(AGENTS.linux).value).variant).toBe("web");
  });

  it.each([
    [AGENTS.windows, "windows"],
    [AGENTS.mac, "mac"],
    [AGENTS.linux, "linux"],
    [AGENTS.android, "other"],
    [AGENTS.iphone, "other"],
    [AGENTS.chromebook, "other"],
    ["curl/8.0", "other"],
  ])("reads the OS from the user agent %#", (agent, os) => {
    expect(new BrowserPlatform(host(agent).value).os).toBe(os);
  });

  it("prefers client hints when the browser gives them", () => {
    expect(new BrowserPlatform(host(AGENTS.windows, "macOS").value).os).toBe("mac");
    expect(new BrowserPlatform(host(AGENTS.mac, "Windows").value).os).toBe("windows");
    expect(new BrowserPlatform(host(AGENTS.linux, "").value).os).toBe("linux");
  });

  it("opens external addresses in a new tab without an opener, and assigns in place", () => {
    const { value, assign, open } = host(AGENTS.linux);
    const platform = new BrowserPlatform(value);
    platform.openExternal("https://www.panopto.com/");
    platform.assign("https://sso.example.edu/login");
    expect(open).toHaveBeenCalledWith("https://www.panopto.com/", "_blank", "noopener");
    expect(assign).toHaveBeenCalledWith("https://sso.example.edu/login");
  });
});
