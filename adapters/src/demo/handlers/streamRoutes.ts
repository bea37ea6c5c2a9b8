import { STREAM_TYPES, type StreamType } from "@lectern/core/queue/domain/QueueItem";
import type { DemoStream } from "../db/DemoSnapshot";
import { dateProblem, readApiDate } from "../model/apiDates";
import { streamResource } from "../model/recordingResources";
import { requireAccess } from "../model/sharedAccess";
import { attributesOf, booleanOf, dataOf, requireValid } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

export const SESSION_ALREADY_MERGED = "This session has already been merged; it takes no new streams or slices.";

/** POST sessions/{id}/relationships/streams (spec 3 §7): created streams default to combined, not primary. */
export const streamRoutes: readonly Route[] = [
  authRoute("POST", "sessions/{id}/relationships/streams", (context) => {
    const { request, db, now, params } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "own");
    const type = dataOf(request.body)["type"];
    const attributes = attributesOf(request.body);
    const streamType = attributes["type"] ?? "combined";
    const createdAt = readApiDate(attributes["created_at"]);
    const isPrimary = attributes["is_primary"];
    requireValid([
      ["type", type === "streams" ? null : "The type must be streams.", "/data/type"],
      [
        "type",
        STREAM_TYPES.includes(streamType as StreamType) ? null : `The type must be one of ${STREAM_TYPES.join(", ")}.`,
      ],
      ["created_at", dateProblem("created at", createdAt)],
      [
        "is_primary",
        isPrimary === undefined || typeof isPrimary === "boolean"
          ? null
          : "The is primary field must be true or false.",
      ],
    ]);
    if (session.status === 30) throw new DemoHttpError(409, { title: SESSION_ALREADY_MERGED });
    const stream = db.mutate((data) => {
      data.counters.streams += 1;
      const created: DemoStream = {
        id: String(data.counters.streams),
        sessionId: session.id,
        type: streamType as StreamType,
        isPrimary: booleanOf(isPrimary, false),
        createdAt: createdAt ?? now(),
        status: 0,
        convertProgress: 0,
        receivedThrough: -1,
        receivedBytes: 0,
        duration: null,
        waveformKey: null,
        mediaKey: null,
      };
      data.streams.push(created);
      return created;
    });
    return dataReply(streamResource(stream), 201);
  }),
];
