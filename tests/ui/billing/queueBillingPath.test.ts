import { BillingPrompt } from "@lectern/core/billing/application/BillingPrompt";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { UploadQueue } from "@lectern/core/queue/application/UploadQueueToken";
import { Container } from "inversify";
import { describe, expect, it } from "vitest";
import { bindWidget } from "../../../ui/src/composition/bindWidget";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";

describe("the one path from the upload queue's 402 to the billing dialog (bindWidget)", () => {
  it("hands the queue's billing notices to BillingPrompt, and the price list opens in a new window", () => {
    const queue = new FakeUploadQueue();
    const opened: string[] = [];
    const platform: PlatformPort = {
      variant: "web",
      os: "linux",
      openExternal: (url) => void opened.push(url),
      assign: () => {},
    };
    const container = new Container({ defaultScope: "Singleton" });
    container.bind(UploadQueue).toConstantValue(queue);
    container.bind(PlatformPort).toConstantValue(platform);
    bindWidget(container);
    const prompt = container.get(BillingPrompt);
    queue.notices.next({ kind: "sessionRemoved", message: "The session has been removed from your account" });
    expect(prompt.state.open).toBeNull();
    queue.notices.next({ kind: "billing", title: "Your plan is full", message: "Upgrade to keep uploading." });
    expect(prompt.state.open).toEqual({ title: "Your plan is full", message: "Upgrade to keep uploading." });
    prompt.openPriceList();
    expect(opened).toEqual(["/billing/product"]);
  });
});
