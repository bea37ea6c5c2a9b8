import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import { type TrialOffer, pickTrialOffer } from "../domain/trialOffer";

/** The finish step's plan: the first product with trial days (spec 1 §4 "Finish step"). */
export class LoadTrialOffer {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<TrialOffer> {
    const reply = await this.api.request(
      { method: "GET", path: "billing/products", query: { "filter[with_hidden]": true, include: "*" } },
      SIGN_IN_REPLIES.products,
    );
    return pickTrialOffer(reply.data);
  }
}
