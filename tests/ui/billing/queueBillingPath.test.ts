import { BillingPrompt } from "@lectern/core/billing/application/BillingPrompt";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { UploadQueue } from "@lectern/core/queue/application/UploadQueueToken";
import { Container } from "inversify";
import { describe, expect, it } from "vitest";
import { bindWidget } from "../../../ui/src/composition/bindWidget";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";

const bound = (variant: "web" | "desktop") => {
  const queue = new FakeUploadQueue();
  const opened: string[] = [];
  const platform: PlatformPort = {
    variant,
    os: "linux",
    openExternal: (url) => void opened.push(url),
    assign: () => {},
  };
  const container = new Container({ defaultScope: "Singleton" });
  container.bind(UploadQueue).toConstantValue(queue);
  container.bind(PlatformPort).toConstantValue(platform);
  bindWidget(container);
  return { queue, opened, prompt: container.get(BillingPrompt) };
};

describe("the one path from the upload queue's 402 to the billing dialog (bindWidget)", () => {
  it("opens the web app's price list in the system browser from the desktop app", () => {
    const { prompt, opened } = bound("desktop");
    prompt.request({ title: "Your plan is full", message: "" });
    prompt.openPriceList();
    expect(opened).toHaveLength(1);
    expect(new URL(opened[0] ?? "").pathname).toBe("/billing/product");
  });

  it("hands the queue's billing notices to BillingPrompt, and the price list opens in a new window", () => {
    const { queue, opened, prompt } = bound("web");
    queue.notices.next({ kind: "sessionRemoved", message: "The session has been removed from your account" });
    expect(prompt.state.open).toBeNull();
    queue.notices.next({ kind: "billing", title: "Your plan is full", message: "Upgrade to keep uploading." });
    expect(prompt.state.open).toEqual({ title: "Your plan is full", message: "Upgrade to keep uploading." });
    prompt.openPriceList();
    expect(opened).toEqual(["/billing/product"]);
  });
});
