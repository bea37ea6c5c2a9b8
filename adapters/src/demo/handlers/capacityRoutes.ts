import { roundHours } from "../model/billing/subscriptionCapacity";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";
import { requireCapacity } from "./requireCapacity";

/**
 * GET v2/subscription/capacity/verify (spec 2 §7, before a start and after a finish): 200 with the
 * usage while a new recording fits, 402 with the billing dialog's title and message once it does not.
 * The subscription page reads the same answer (contract 14: hours used and allowed, the plan's name).
 */
export const capacityRoutes: readonly Route[] = [
  authRoute("GET", "v2/subscription/capacity/verify", (context) => {
    const status = requireCapacity(context, true);
    return dataReply({
      id: context.user.id,
      type: "capacity_verifications",
      attributes: {
        acknowledge: true,
        recordings_used: status.usage.recordings,
        recordings_limit: status.capacity.recordings,
        bytes_used: status.usage.bytes,
        bytes_limit: status.capacity.bytes,
        hours_used: roundHours(status.hoursUsed),
        hours_limit: status.hoursLimit,
        plan_name: status.planName,
      },
    });
  }),
];
