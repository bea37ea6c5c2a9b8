import * as Schema from "effect/Schema";
import { Nullable } from "../../api/jsonApiSchemas";
import type { Capacity } from "../domain/usageView";

/** `GET v2/subscription/capacity/verify` answering 200: the plan's hours (contract 14 "Capacity"). */
export const CapacityReply = Schema.Struct({
  data: Schema.Struct({
    attributes: Schema.Struct({
      hours_used: Nullable(Schema.Number),
      hours_limit: Nullable(Schema.Number),
      plan_name: Nullable(Schema.String),
    }),
  }),
});
export type CapacityReply = typeof CapacityReply.Type;

/** The measured capacity; a server that does not report hours yet reads as none used of unlimited. */
export const toCapacity = (reply: CapacityReply): Capacity => {
  const { hours_used, hours_limit, plan_name } = reply.data.attributes;
  return {
    kind: "measured",
    planName: plan_name ?? "",
    hoursUsed: hours_used ?? 0,
    hoursLimit: hours_limit ?? 0,
  };
};
