import type { DemoStuckReport } from "../db/DemoSnapshot";
import { asRecord, dataOf, requireValid } from "../routing/bodyFields";
import { dataReply, iso } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

const MAX_ITEMS_PER_REPORT = 500;
/** Older reports are dropped, so a widget that reports every start cannot grow the database for ever. */
export const MAX_STORED_STUCK_REPORTS = 100;

/** POST v2/monitoring/widget/stuck (spec 2 §4.9, §7): body data.stuck = the stuck queue items. */
export const monitoringRoutes: readonly Route[] = [
  authRoute("POST", "v2/monitoring/widget/stuck", ({ request, db, now, user }) => {
    const stuck = dataOf(request.body)["stuck"];
    requireValid(
      [
        [
          "stuck",
          !Array.isArray(stuck) || !stuck.every((item) => asRecord(item) !== null)
            ? "The stuck field must be a list of queue items."
            : stuck.length > MAX_ITEMS_PER_REPORT
              ? `The stuck field may not have more than ${MAX_ITEMS_PER_REPORT} items.`
              : null,
        ],
      ],
      "/data",
    );
    const report = db.mutate((data) => {
      data.counters.stuckReports += 1;
      const stored: DemoStuckReport = {
        id: String(data.counters.stuckReports),
        userId: user.id,
        receivedAt: now(),
        items: stuck as unknown[],
      };
      data.stuckReports = [...data.stuckReports, stored].slice(-MAX_STORED_STUCK_REPORTS);
      return stored;
    });
    return dataReply(
      {
        id: report.id,
        type: "widget_stuck_reports",
        attributes: { count: report.items.length, received_at: iso(report.receivedAt) },
      },
      201,
    );
  }),
];
