// @vitest-environment jsdom
import { BrowserPlatform } from "@lectern/adapters/browser/BrowserPlatform";
import { describe, expect, it, vi } from "vitest";

describe("BrowserPlatform on window", () => {
  it("uses window.open by default", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    new BrowserPlatform().openExternal("https://example.org/");
    expect(open).toHaveBeenCalledWith("https://example.org/", "_blank", "noopener");
    open.mockRestore();
  });
});
