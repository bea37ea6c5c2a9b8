import type { Page } from "@playwright/test";

/** The screens the fake desktop bridge lists, as main would (id, name, a thumbnail data URL). */
export const FAKE_SCREENS = [
  { id: "screen:1:0", name: "Built-in Display", colour: "#1F4395" },
  { id: "screen:2:0", name: "External Monitor", colour: "#227981" },
] as const;

/**
 * Installs `window.lecternDesktop` the way the preload exposes it, before any app script runs, so
 * the app boots in desktop mode in plain Chromium (there is no Electron binary on these machines).
 * Main's side is imitated: chooseScreen refuses ids the listing did not hold, and every accepted id
 * is kept on `window.__lecternChosenScreens`, and every address sent to the system browser on
 * `window.__lecternOpenedExternally`, for the test to read.
 */
export const installFakeDesktopBridge = async (page: Page): Promise<void> => {
  await page.addInitScript((screens) => {
    const thumbnail = (name: string, colour: string) =>
      `data:image/svg+xml;base64,${btoa(
        `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${colour}"/>` +
          `<rect x="16" y="16" width="120" height="14" rx="7" fill="#ffffff" opacity="0.7"/>` +
          `<text x="160" y="104" font-family="sans-serif" font-size="22" fill="#ffffff" text-anchor="middle">${name}</text></svg>`,
      )}`;
    const chosen: string[] = [];
    const opened: string[] = [];
    Object.defineProperty(window, "__lecternChosenScreens", { value: chosen });
    Object.defineProperty(window, "__lecternOpenedExternally", { value: opened });
    Object.defineProperty(window, "lecternDesktop", {
      value: Object.freeze({
        platform: "linux",
        openExternal: async (url: string) => {
          opened.push(url);
        },
        getVersion: async () => "0.0.0-e2e",
        resizeWindow: async () => undefined,
        listScreens: async () =>
          screens.map(({ id, name, colour }) => ({ id, name, thumbnailDataUrl: thumbnail(name, colour) })),
        chooseScreen: async (id: string) => {
          if (!screens.some((screen) => screen.id === id)) throw new Error("Refused: not a listed screen");
          chosen.push(id);
        },
      }),
    });
  }, FAKE_SCREENS);
};

/** The ids the app chose through the bridge, in order. */
export const chosenScreens = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...((window as unknown as { __lecternChosenScreens: string[] }).__lecternChosenScreens ?? [])]);

/** The addresses the app sent to the system browser through the bridge, in order. */
export const openedExternally = (page: Page): Promise<string[]> =>
  page.evaluate(() => [
    ...((window as unknown as { __lecternOpenedExternally: string[] }).__lecternOpenedExternally ?? []),
  ]);
