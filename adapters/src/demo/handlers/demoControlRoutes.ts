import { loginThrottleOf } from "../model/loginThrottle";
import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";

/**
 * A reset to the seed data (recordings and their bytes included, failed logins forgotten): it wipes
 * every account, so only a backend with test controls has it (issue 19). Fault injection and
 * inspection are test controls too (faultRoutes, inspectionRoutes).
 */
export const demoControlRoutes: readonly Route[] = [
  route("POST", "demo/reset", async ({ db, faults, media }) => {
    faults.clear();
    loginThrottleOf(db).clear();
    await db.reset();
    await media.clear();
    return dataReply({ type: "demo_reset", attributes: { acknowledge: true } });
  }),
];
