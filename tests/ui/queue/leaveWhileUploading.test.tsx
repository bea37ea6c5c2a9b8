// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { BehaviorSubject } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { warnBeforeLeaving } from "../../../ui/src/composition/warnBeforeLeaving";
import { DialogHost } from "../../../ui/src/kit";
import { useCloseWhileUploadingPrompt } from "../../../ui/src/features/queue/useCloseWhileUploadingPrompt";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { installCssEscape } from "../kit/jsdomCss";

installCssEscape();
afterEach(cleanup);

/** Dispatches beforeunload as the browser would and says whether the page asked to stay. */
const leavingIsQuestioned = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("leaving while uploading (spec 2 §2.6, warnBeforeLeaving)", () => {
  it("the browser asks before leaving only while a recording uploads, until the warning is ended", () => {
    const uploading = new BehaviorSubject(false);
    const warning = warnBeforeLeaving(uploading, window);
    expect(leavingIsQuestioned()).toBe(false);
    uploading.next(true);
    expect(leavingIsQuestioned()).toBe(true);
    // The same state again adds no second listener: one 'false' is enough to stop asking.
    uploading.next(true);
    uploading.next(false);
    expect(leavingIsQuestioned()).toBe(false);

    uploading.next(true);
    warning.unsubscribe();
    expect(leavingIsQuestioned()).toBe(false);
  });
});

function CloseRequest({ queue }: { queue: FakeUploadQueue }) {
  const askBeforeClosing = useCloseWhileUploadingPrompt(queue);
  const [answer, setAnswer] = useState("none");
  return (
    <>
      <button type="button" onClick={() => void askBeforeClosing().then((may) => setAnswer(may ? "close" : "stay"))}>
        Close the app
      </button>
      <output>{answer}</output>
    </>
  );
}

const renderCloseRequest = (queue: FakeUploadQueue) =>
  render(
    <DialogHost>
      <CloseRequest queue={queue} />
    </DialogHost>,
  );

describe("desktop close request (useCloseWhileUploadingPrompt)", () => {
  it("lets the app close at once when nothing uploads", async () => {
    renderCloseRequest(new FakeUploadQueue());
    fireEvent.click(screen.getByRole("button", { name: "Close the app" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("close"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("while uploading asks 'Your current upload will be interrupted!'; keeping the app open is the default", async () => {
    const queue = new FakeUploadQueue();
    queue.set({ isUploading: true });
    renderCloseRequest(queue);
    fireEvent.click(screen.getByRole("button", { name: "Close the app" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Your current upload will be interrupted!" });
    const stay = screen.getByRole("button", { name: "Keep the app open" });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    expect(dialog.textContent).toContain("leave the app open");
    fireEvent.click(stay);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("stay"));
  });

  it("'Close anyway' lets it close", async () => {
    const queue = new FakeUploadQueue();
    queue.set({ isUploading: true });
    renderCloseRequest(queue);
    fireEvent.click(screen.getByRole("button", { name: "Close the app" }));
    fireEvent.click(await screen.findByRole("button", { name: "Close anyway" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("close"));
  });
});
