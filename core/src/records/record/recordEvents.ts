import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { Id } from "../../api/jsonApiSchemas";
import { CHANNEL_SUBSCRIBED, type SocketEvent } from "../../ports/SocketPort";
import type { ConvertProgress } from "./recordProcessing";

const ConvertProgressPayload = Schema.Struct({
  stream_id: Id,
  status: Schema.optional(Schema.NullOr(Schema.Number)),
  convert_progress: Schema.Number,
});
const StreamPayload = Schema.Struct({ stream_id: Id });

/** What the record page does with an event of its session's view channel (spec 3 §4, §7). */
export type RecordViewEvent =
  | { readonly kind: "reload" }
  | { readonly kind: "progress"; readonly progress: ConvertProgress }
  | { readonly kind: "waveformFinished"; readonly streamId: string }
  /** The server confirmed the channel: what it published before did not reach the page. */
  | { readonly kind: "followed" }
  | { readonly kind: "ignore" };

/** These change parts of the session document: the page reads it again. */
const RELOADING = new Set([
  "changed",
  "assets_changes",
  "poi_created",
  "poi_changed",
  "poi_removed",
  "action_items_changed",
  "ended",
]);

/** Decodes one view-channel event; a malformed payload is ignored rather than breaking the page. */
export const recordViewEvent = ({ event, data }: SocketEvent): RecordViewEvent => {
  if (RELOADING.has(event)) return { kind: "reload" };
  if (event === CHANNEL_SUBSCRIBED) return { kind: "followed" };
  if (event === "stream_convert_progress") {
    return Option.match(Schema.decodeUnknownOption(ConvertProgressPayload)(data), {
      onNone: () => ({ kind: "ignore" }),
      onSome: (payload) => ({
        kind: "progress",
        progress: {
          streamId: String(payload.stream_id),
          status: payload.status ?? null,
          progress: payload.convert_progress,
        },
      }),
    });
  }
  if (event === "waveform_finished") {
    return Option.match(Schema.decodeUnknownOption(StreamPayload)(data), {
      onNone: () => ({ kind: "ignore" }),
      onSome: (payload) => ({ kind: "waveformFinished", streamId: String(payload.stream_id) }),
    });
  }
  return { kind: "ignore" };
};
