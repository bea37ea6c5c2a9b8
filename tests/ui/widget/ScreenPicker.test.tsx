// @vitest-environment jsdom
import { PlatformPort, type ScreenSource } from "@lectern/core/ports/PlatformPort";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Container } from "inversify";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContainerContext } from "../../../ui/src/composition/ContainerContext";
import { ScreenPicker } from "../../../ui/src/features/widget/launcher/ScreenPicker";
import { SCREEN_PICKER_TEXTS } from "../../../ui/src/features/widget/launcher/screenPickerTexts";
import { installCssEscape } from "../kit/jsdomCss";

installCssEscape();
afterEach(cleanup);

const SCREENS: readonly ScreenSource[] = [
  { id: "screen:1:0", name: "Built-in Retina Display", thumbnailUrl: "data:image/png;base64,AA" },
  { id: "screen:2:0", name: "DELL U2720Q", thumbnailUrl: "data:image/png;base64,BB" },
];

/** The desktop platform as the picker sees it: screens to list, and main's say on a choice. */
class ManualScreenPlatform implements PlatformPort {
  readonly variant = "desktop" as const;
  readonly os = "mac" as const;
  screens: readonly ScreenSource[] = SCREENS;
  failListing = false;
  /** Ids main would refuse (a screen unplugged since the listing). */
  readonly refused = new Set<string>();
  readonly chosen: string[] = [];
  listings = 0;
  openExternal(): void {}
  assign(): void {}
  async listScreens(): Promise<readonly ScreenSource[]> {
    this.listings += 1;
    if (this.failListing) throw new Error("capturer down");
    return this.screens;
  }
  async chooseScreen(id: string): Promise<void> {
    if (this.refused.has(id)) throw new Error("Refused: not a listed screen");
    this.chosen.push(id);
  }
}

const webPlatform: PlatformPort = { variant: "web", os: "linux", openExternal: () => {}, assign: () => {} };

/** The picker under a parent that keeps the value, the way the recorder card does. */
function Harness({ onChange, isDisabled }: { onChange: (id: string) => void; isDisabled?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ScreenPicker
      value={value}
      isDisabled={isDisabled}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const renderPicker = (platform: PlatformPort, isDisabled?: boolean) => {
  const container = new Container();
  container.bind(PlatformPort).toConstantValue(platform);
  const onChange = vi.fn<(id: string) => void>();
  const view = render(
    <ContainerContext.Provider value={container}>
      <Harness onChange={onChange} isDisabled={isDisabled} />
    </ContainerContext.Provider>,
  );
  return { ...view, onChange };
};

describe("ScreenPicker (spec 2 §2.2)", () => {
  it("renders nothing where the browser has its own picker", () => {
    const { container } = renderPicker(webPlatform);
    expect(container.innerHTML).toBe("");
  });

  it("shows a labelled radio group with a thumbnail and a name per screen", async () => {
    renderPicker(new ManualScreenPlatform());
    expect(screen.getByRole("status").textContent).toContain(SCREEN_PICKER_TEXTS.loading);
    const group = await screen.findByRole("radiogroup", { name: "Please select the screen to recording" });
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["screen:1:0", "screen:2:0"]);
    expect(screen.getByRole("radio", { name: "DELL U2720Q" })).toBeTruthy();
    const image = screen.getByRole("img", { name: "Built-in Retina Display" }) as HTMLImageElement;
    expect(image.src).toBe("data:image/png;base64,AA");
    expect(group.textContent).toContain("DELL U2720Q");
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it("hands the choice to the platform, then reports it", async () => {
    const platform = new ManualScreenPlatform();
    const { onChange } = renderPicker(platform);
    fireEvent.click(await screen.findByRole("radio", { name: "DELL U2720Q" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("screen:2:0"));
    expect(platform.chosen).toEqual(["screen:2:0"]);
    expect((screen.getByRole("radio", { name: "DELL U2720Q" }) as HTMLInputElement).checked).toBe(true);
  });

  it("lists again, without reporting a choice, when main refuses the screen", async () => {
    const platform = new ManualScreenPlatform();
    platform.refused.add("screen:2:0");
    const { onChange } = renderPicker(platform);
    fireEvent.click(await screen.findByRole("radio", { name: "DELL U2720Q" }));
    await waitFor(() => expect(platform.listings).toBe(2));
    expect(onChange).not.toHaveBeenCalled();
    expect(((await screen.findByRole("radio", { name: "DELL U2720Q" })) as HTMLInputElement).checked).toBe(false);
  });

  it("says when the screens cannot be listed, and tries again on request", async () => {
    const platform = new ManualScreenPlatform();
    platform.failListing = true;
    renderPicker(platform);
    expect((await screen.findByRole("alert")).textContent).toContain(SCREEN_PICKER_TEXTS.failed);
    platform.failListing = false;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: SCREEN_PICKER_TEXTS.retry })));
    expect(await screen.findAllByRole("radio")).toHaveLength(2);
  });

  it("says when there is no screen to record", async () => {
    const platform = new ManualScreenPlatform();
    platform.screens = [];
    renderPicker(platform);
    expect((await screen.findByRole("alert")).textContent).toContain(SCREEN_PICKER_TEXTS.empty);
  });

  it("names a screen by its caption when the OS gives no thumbnail", async () => {
    const platform = new ManualScreenPlatform();
    platform.screens = [{ id: "screen:1:0", name: "Screen 1", thumbnailUrl: "" }];
    renderPicker(platform);
    expect(await screen.findByRole("radio", { name: "Screen 1" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("can be disabled while a start is in progress", async () => {
    const platform = new ManualScreenPlatform();
    const { onChange } = renderPicker(platform, true);
    const radios = await screen.findAllByRole("radio");
    expect(radios.every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    fireEvent.click(radios[0]!);
    expect(onChange).not.toHaveBeenCalled();
    expect(platform.chosen).toEqual([]);
  });

  it("every radio has a name and every image an alt text (a small accessibility check)", async () => {
    renderPicker(new ManualScreenPlatform());
    await screen.findAllByRole("radio");
    for (const image of document.querySelectorAll("img")) expect(image.getAttribute("alt")).toBeTruthy();
    for (const name of SCREENS.map((s) => s.name)) expect(screen.getByRole("radio", { name })).toBeTruthy();
  });
});
