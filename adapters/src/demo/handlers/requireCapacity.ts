import { CAPACITY_TEXTS, type DemoUsage, capacityOf, capacityProblem, usageOf } from "../model/demoCapacity";
import { DemoHttpError } from "../routing/DemoHttpError";
import type { AuthedContext } from "../routing/Route";

/**
 * Throws 402 with the texts of the client's billing dialog (spec 2 §8: the server's title and
 * message) when the user's plan is full; otherwise returns the usage.
 */
export const requireCapacity = (context: AuthedContext, forNewRecording: boolean): DemoUsage => {
  const capacity = capacityOf(context.user, context.demoPlan());
  const usage = usageOf(context.db.data, context.user.id);
  const problem = capacityProblem(capacity, usage, forNewRecording);
  if (problem) throw new DemoHttpError(402, { title: CAPACITY_TEXTS.title, message: problem });
  return usage;
};
