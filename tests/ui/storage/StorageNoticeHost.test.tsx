// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Container } from "inversify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DemoStorageNotice } from "../../../ui/src/composition/DemoStorageNotice";
import { ContainerContext } from "../../../ui/src/composition/ContainerContext";
import { StorageNotice } from "../../../ui/src/features/storage/StorageNotice";
import { StorageNoticeHost } from "../../../ui/src/features/storage/StorageNoticeHost";
import { STORAGE_NOTICE_TEXTS as TEXTS } from "../../../ui/src/features/storage/storageNoticeTexts";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderHost = (notice?: StorageNotice) => {
  const container = new Container();
  if (notice) container.bind<StorageNotice>(StorageNotice).toConstantValue(notice);
  render(
    <ContainerContext.Provider value={container}>
      <StorageNoticeHost />
      <main>the page</main>
    </ContainerContext.Provider>,
  );
};

describe("StorageNoticeHost", () => {
  it("shows nothing in a mode that binds no notice, nor before the backend has opened, nor when storage is sound", () => {
    renderHost();
    expect(screen.queryByRole("alert")).toBeNull();
    const notice = new DemoStorageNotice();
    renderHost(notice);
    act(() => notice.opened(null));
    expect(screen.queryByRole("region", { name: TEXTS.region })).toBeNull();
  });

  it.each([
    ["unreadable", true],
    ["newerVersion", false],
  ] as const)("%s: says so in an alert, in a region of its own, with the export", async (kind, durable) => {
    const notice = new DemoStorageNotice();
    renderHost(notice);
    act(() => notice.opened({ kind, durable, detail: "what failed" }));
    const region = await screen.findByRole("region", { name: TEXTS.region });
    expect(within(region).getByRole("alert").textContent).toBe(TEXTS.problem[kind]);
    expect(within(region).getByRole("button", { name: TEXTS.exportData })).toBeTruthy();
  });

  it("storage that would not open at all: the alert, and no export of what is not there", async () => {
    const notice = new DemoStorageNotice();
    renderHost(notice);
    act(() => notice.opened({ kind: "unavailable", durable: false, detail: "InvalidStateError" }));
    expect((await screen.findByRole("alert")).textContent).toBe(TEXTS.problem.unavailable);
    expect(screen.queryByRole("button", { name: TEXTS.exportData })).toBeNull();
  });

  it("hands the export to the browser's download, and says when it failed", async () => {
    const notice = new DemoStorageNotice();
    const file = new Blob(["zip"]);
    const exportSavedData = vi.spyOn(notice, "exportSavedData").mockResolvedValueOnce(file);
    // jsdom has no object URLs: the download gets a stand-in for this test only.
    const jsdomUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    const createObjectURL = vi.fn<(file: Blob) => string>(() => "blob:saved-data");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    try {
      renderHost(notice);
      act(() => notice.opened({ kind: "unreadable", durable: true, detail: "" }));
      fireEvent.click(await screen.findByRole("button", { name: TEXTS.exportData }));
      expect((await screen.findByRole("status")).textContent).toBe(TEXTS.exported);
      expect(createObjectURL).toHaveBeenCalledWith(file);
      expect(click).toHaveBeenCalledTimes(1);

      exportSavedData.mockRejectedValueOnce(new Error("IndexedDB went away"));
      fireEvent.click(screen.getByRole("button", { name: TEXTS.exportData }));
      await vi.waitFor(() => expect(screen.getByRole("status").textContent).toBe(TEXTS.exportFailed));
    } finally {
      Object.assign(URL, jsdomUrls);
    }
  });
});
