import type { Route } from "../routing/Route";
import { poiShareRoutes } from "./poiShareRoutes";
import { sharedRecordRoutes } from "./sharedRecordRoutes";
import { shareRoutes } from "./shareRoutes";

/** Sharing (issue 13): the owner's share calls, a highlight's, and the shared record as a viewer opens it. */
export const sharingRoutes: readonly Route[] = [...shareRoutes, ...poiShareRoutes, ...sharedRecordRoutes];
