// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showStorageNotice } from "../../../ui/src/features/storage/showStorageNotice";
import { StorageNoticeBanner } from "../../../ui/src/features/storage/StorageNoticeBanner";
import { STORAGE_NOTICE_TEXTS as TEXTS } from "../../../ui/src/features/storage/storageNoticeTexts";

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const noExport = async (): Promise<Blob> => new Blob([]);

describe("the stored-data notice", () => {
  it("goes above the app, in a region of its own, its message an alert", async () => {
    const app = document.createElement("div");
    app.id = "root";
    document.body.append(app);
    await act(async () => showStorageNotice({ kind: "unreadable", durable: true }, noExport));
    const region = screen.getByRole("region", { name: TEXTS.region });
    expect(document.body.firstElementChild?.contains(region)).toBe(true);
    expect(within(region).getByRole("alert").textContent).toBe(TEXTS.problem.unreadable);
  });

  it.each(["unreadable", "newerVersion"] as const)("%s: says so, and offers the export", (kind) => {
    render(<StorageNoticeBanner problem={{ kind, durable: kind === "unreadable" }} exportSavedData={noExport} />);
    expect(screen.getByRole("alert").textContent).toBe(TEXTS.problem[kind]);
    expect(screen.getByRole("button", { name: TEXTS.exportData })).toBeTruthy();
  });

  it("storage that would not open at all: the alert, and no export of what is not there", () => {
    render(<StorageNoticeBanner problem={{ kind: "unavailable", durable: false }} exportSavedData={noExport} />);
    expect(screen.getByRole("alert").textContent).toBe(TEXTS.problem.unavailable);
    expect(screen.queryByRole("button", { name: TEXTS.exportData })).toBeNull();
  });

  it("hands the export to the browser's download, and says when it failed", async () => {
    const file = new Blob(["zip"]);
    const exportSavedData = vi.fn<() => Promise<Blob>>().mockResolvedValueOnce(file);
    // jsdom has no object URLs: the download gets a stand-in for this test only.
    const jsdomUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    const createObjectURL = vi.fn<(file: Blob) => string>(() => "blob:saved-data");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    try {
      render(<StorageNoticeBanner problem={{ kind: "unreadable", durable: true }} exportSavedData={exportSavedData} />);
      fireEvent.click(screen.getByRole("button", { name: TEXTS.exportData }));
      await vi.waitFor(() => expect(screen.getByRole("status").textContent).toBe(TEXTS.exported));
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
