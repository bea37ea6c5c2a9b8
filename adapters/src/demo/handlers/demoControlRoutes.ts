import type { ApiMethod } from "@lectern/core/api/wire";
import { attributesOf, asRecord, requireValid, textOf } from "../routing/bodyFields";
import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";

const METHODS: readonly ApiMethod[] = ["GET", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"];

/**
 * Controls that exist only in the demo backend: fault injection (architecture rule 8) and a reset to
 * the seed data. Reachable over HTTP so the same contract tests drive the in-process and the Node server.
 */
export const demoControlRoutes: readonly Route[] = [
  // data.attributes: method, path, status, body (sent as is), headers, times (default 1).
  route("POST", "demo/faults", ({ request, faults }) => {
    const attributes = attributesOf(request.body);
    const method = textOf(attributes["method"]).toUpperCase() as ApiMethod;
    const path = textOf(attributes["path"]).trim();
    const status = attributes["status"];
    const times = attributes["times"] ?? 1;
    requireValid([
      ["method", METHODS.includes(method) ? null : `The method must be one of ${METHODS.join(", ")}.`],
      ["path", path ? null : "The path is required."],
      [
        "status",
        Number.isInteger(status) && (status as number) >= 0 && (status as number) <= 599
          ? null
          : "The status must be 0 to 599.",
      ],
      ["times", Number.isInteger(times) && (times as number) > 0 ? null : "The times must be a positive whole number."],
    ]);
    const headers = Object.fromEntries(
      Object.entries(asRecord(attributes["headers"]) ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    faults.arm({
      method,
      path,
      response: { status: status as number, headers, body: attributes["body"] ?? null },
      times: times as number,
    });
    return dataReply({ type: "demo_faults", attributes: { armed: faults.armed } }, 201);
  }),

  route("DELETE", "demo/faults", ({ faults }) => {
    faults.clear();
    return dataReply({ type: "demo_faults", attributes: { armed: 0 } });
  }),

  route("POST", "demo/reset", async ({ db, faults }) => {
    faults.clear();
    await db.reset();
    return dataReply({ type: "demo_reset", attributes: { acknowledge: true } });
  }),
];
