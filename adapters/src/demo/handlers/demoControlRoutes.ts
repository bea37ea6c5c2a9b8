import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";

/**
 * Controls of the demo itself, always present: a reset to the seed data (recordings and their
 * bytes included). Fault injection and inspection are test controls (faultRoutes, inspectionRoutes).
 */
export const demoControlRoutes: readonly Route[] = [
  route("POST", "demo/reset", async ({ db, faults, media }) => {
    faults.clear();
    await db.reset();
    await media.clear();
    return dataReply({ type: "demo_reset", attributes: { acknowledge: true } });
  }),
];
