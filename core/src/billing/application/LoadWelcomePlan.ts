import type { ApiClient } from "../../api/ApiClient";
import { WelcomePlanReply } from "../api/welcomePlanReply";
import { isLiveSubscription, isSubscriptionState } from "../domain/subscriptionStates";

/** The plan the welcome page names: the current subscription's, with its trial end when trialing. */
export interface WelcomePlan {
  readonly name: string;
  readonly trialing: boolean;
  /** ISO time; null unless trialing. */
  readonly trialEnd: string | null;
}

/**
 * /billing/congratulation: which plan the person now has (after a checkout or a licence key). The
 * server lists the current subscription first; none (or a failure) leaves the welcome without a name.
 */
export class LoadWelcomePlan {
  constructor(private readonly api: Pick<ApiClient, "request">) {}

  async execute(): Promise<WelcomePlan | null> {
    const reply = await this.api.request(
      { method: "GET", path: "billing/subscriptions", query: { include: "*" } },
      WelcomePlanReply,
    );
    const current = reply.data.find(
      ({ attributes }) => isSubscriptionState(attributes.state) && isLiveSubscription(attributes.state),
    );
    const name = current?.attributes.item?.product?.name?.trim();
    if (!current || !name) return null;
    const trialing = current.attributes.state === "trialing";
    return { name, trialing, trialEnd: trialing ? (current.attributes.trial_end ?? null) : null };
  }
}
