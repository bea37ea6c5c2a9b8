import * as Schema from "effect/Schema";
import { Id } from "../../../api/jsonApiSchemas";
import type { Device } from "../domain/Device";

const DeviceResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.Struct({
    type: Schema.String,
    model: Schema.optional(Schema.NullOr(Schema.String)),
    reference: Schema.optional(Schema.NullOr(Schema.String)),
    device_token: Schema.optional(Schema.NullOr(Schema.String)),
    created_at: Schema.String,
    updated_at: Schema.optional(Schema.NullOr(Schema.String)),
  }),
});
type DeviceResource = typeof DeviceResource.Type;

/** GET devices. */
export const DeviceListReply = Schema.Struct({ data: Schema.Array(DeviceResource) });
/** POST devices/pair (201). */
export const DeviceReply = Schema.Struct({ data: DeviceResource });

const epoch = (iso: string): number => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Unreadable device date '${iso}'.`);
  return ms;
};

/** The app's Device; the device token stays out of it (the app never needs to show or keep it). */
export const toDevice = (resource: DeviceResource): Device => {
  const pairedAt = epoch(resource.attributes.created_at);
  return {
    id: String(resource.id),
    type: resource.attributes.type,
    model: resource.attributes.model?.trim() || "Phone",
    reference: resource.attributes.reference ?? "",
    pairedAt,
    updatedAt: resource.attributes.updated_at ? epoch(resource.attributes.updated_at) : pairedAt,
  };
};
