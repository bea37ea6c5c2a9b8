import { capacityOf } from "../model/demoCapacity";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";
import { requireCapacity } from "./requireCapacity";

/**
 * GET v2/subscription/capacity/verify (spec 2 §7, before a start and after a finish): 200 with the
 * usage while a new recording fits, 402 with the billing dialog's title and message once it does not.
 */
export const capacityRoutes: readonly Route[] = [
  authRoute("GET", "v2/subscription/capacity/verify", (context) => {
    const usage = requireCapacity(context, true);
    const capacity = capacityOf(context.user, context.demoPlan());
    return dataReply({
      id: context.user.id,
      type: "capacity_verifications",
      attributes: {
        acknowledge: true,
        recordings_used: usage.recordings,
        recordings_limit: capacity.recordings,
        bytes_used: usage.bytes,
        bytes_limit: capacity.bytes,
      },
    });
  }),
];
