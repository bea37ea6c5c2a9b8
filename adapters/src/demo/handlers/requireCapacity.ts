import { type CapacityStatus, capacityStatusOf } from "../model/billing/subscriptionCapacity";
import { CAPACITY_TEXTS } from "../model/demoCapacity";
import { DemoHttpError } from "../routing/DemoHttpError";
import type { AuthedContext } from "../routing/Route";

/**
 * Throws 402 with the texts of the client's billing dialog (spec 2 §8: the server's title and
 * message) when the user's plan is full; otherwise returns what the plan allows and what is used.
 * A live subscription limits recording hours; without one the demo plan's rules apply.
 */
export const requireCapacity = (context: AuthedContext, forNewRecording: boolean): CapacityStatus => {
  const status = capacityStatusOf(context.db, context.user, context.demoPlan(), context.now(), forNewRecording);
  if (status.problem) throw new DemoHttpError(402, { title: CAPACITY_TEXTS.title, message: status.problem });
  return status;
};
