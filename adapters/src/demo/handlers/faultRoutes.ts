import type { ApiMethod } from "@lectern/core/api/wire";
import type { DemoFaultAction } from "../model/DemoFaults";
import { asRecord, attributesOf, requireValid, textOf } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";

const METHODS: readonly ApiMethod[] = ["GET", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"];
const ACTIONS = [
  "reply",
  "delay",
  "drop",
  "drop_after_handling",
  "delete_session",
  "fail_merge",
  "fail_media_write",
  "hold",
] as const;
type ActionName = (typeof ACTIONS)[number];

const stringHeaders = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(asRecord(value) ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );

const toAction = (name: ActionName, attributes: Readonly<Record<string, unknown>>): DemoFaultAction => {
  switch (name) {
    case "reply":
      return {
        kind: "reply",
        response: {
          status: attributes["status"] as number,
          headers: stringHeaders(attributes["headers"]),
          body: attributes["body"] ?? null,
        },
      };
    case "delay":
      return { kind: "delay" };
    case "drop":
      return { kind: "drop" };
    case "drop_after_handling":
      return { kind: "drop", afterHandling: true };
    case "delete_session":
      return { kind: "deleteSession" };
    case "fail_merge":
      return { kind: "failMerge" };
    case "fail_media_write":
      return { kind: "failMediaWrite" };
    case "hold":
      return { kind: "hold" };
  }
};

/**
 * Fault injection over HTTP (architecture rule 8), registered only when the server's test controls
 * are on (LECTERN_DEMO_FAULTS=1 or startDemoServer's testControls). In-process tests use
 * DemoTestControls.faults instead.
 */
export const faultRoutes: readonly Route[] = [
  // data.attributes: method, path (`*` matches one segment), times (1), delay_ms (0), action (reply,
  // delay, drop, drop_after_handling, delete_session, fail_merge, fail_media_write, hold; default reply),
  // after (how many matching requests pass first; 0) and, for reply:
  // status, body (sent as is), headers.
  route("POST", "demo/faults", ({ request, faults }) => {
    const attributes = attributesOf(request.body);
    const method = textOf(attributes["method"]).toUpperCase() as ApiMethod;
    const path = textOf(attributes["path"]).trim();
    const action = (attributes["action"] ?? "reply") as ActionName;
    const status = attributes["status"];
    const times = attributes["times"] ?? 1;
    const delayMs = attributes["delay_ms"] ?? 0;
    const after = attributes["after"] ?? 0;
    requireValid([
      ["method", METHODS.includes(method) ? null : `The method must be one of ${METHODS.join(", ")}.`],
      ["path", path ? null : "The path is required."],
      ["action", ACTIONS.includes(action) ? null : `The action must be one of ${ACTIONS.join(", ")}.`],
      [
        "status",
        action !== "reply" || (Number.isInteger(status) && (status as number) >= 0 && (status as number) <= 599)
          ? null
          : "The status must be 0 to 599.",
      ],
      ["times", Number.isInteger(times) && (times as number) > 0 ? null : "The times must be a positive whole number."],
      ["delay_ms", Number.isFinite(delayMs) && (delayMs as number) >= 0 ? null : "The delay ms must be 0 or more."],
      ["after", Number.isInteger(after) && (after as number) >= 0 ? null : "The after must be 0 or a whole number."],
    ]);
    try {
      faults.arm({
        method,
        path,
        action: toAction(action, attributes),
        times: times as number,
        delayMs: delayMs as number,
        after: after as number,
      });
    } catch (error) {
      if (error instanceof RangeError) throw new DemoHttpError(422, { title: error.message });
      throw error;
    }
    return dataReply({ type: "demo_faults", attributes: { armed: faults.armed } }, 201);
  }),

  // What is armed, and how many requests a hold fault keeps waiting now: a test waits for a held
  // request to be there (a state) before it releases it, so a release never comes too early.
  route("GET", "demo/faults", ({ faults }) =>
    dataReply({ type: "demo_faults", attributes: { armed: faults.armed, holding: faults.holding } }),
  ),

  // Lets every request a hold fault keeps waiting go on; answers how many there were.
  route("POST", "demo/faults/release", ({ faults }) => {
    const released = faults.holding;
    faults.release();
    return dataReply({ type: "demo_faults", attributes: { released } });
  }),

  route("DELETE", "demo/faults", ({ faults }) => {
    faults.clear();
    return dataReply({ type: "demo_faults", attributes: { armed: 0 } });
  }),

  // data.attributes.ms: waited before every request from now on (a benchmark's server latency).
  route("PUT", "demo/faults/latency", ({ request, faults }) => {
    const ms = attributesOf(request.body)["ms"];
    requireValid([["ms", Number.isFinite(ms) && (ms as number) >= 0 ? null : "The ms must be 0 or more."]]);
    faults.setAddedDelay(ms as number);
    return dataReply({ type: "demo_latency", attributes: { ms } });
  }),
];
