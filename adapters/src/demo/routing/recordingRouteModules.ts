// The demo API's recording routes (sessions, streams, highlights, notes, slice uploads), loaded
// together on the first request for one of them. The merge, with its WebM join, loads on its own.
export { chunkUploadRoutes } from "../handlers/chunkUploadRoutes";
export { noteMediaRoutes } from "../handlers/noteMediaRoutes";
export { noteRoutes } from "../handlers/noteRoutes";
export { poiRoutes } from "../handlers/poiRoutes";
export { sessionListRoutes } from "../handlers/sessionListRoutes";
export { sessionRoutes } from "../handlers/sessionRoutes";
export { sessionSaveRoutes } from "../handlers/sessionSaveRoutes";
export { sessionStartRoutes } from "../handlers/sessionStartRoutes";
export { sharingRoutes } from "../handlers/sharingRoutes";
export { streamRoutes } from "../handlers/streamRoutes";
import { recordRoutes as recordPageRoutes } from "../handlers/recordRoutes";
import { slideRoutes } from "../handlers/slideRoutes";
export { slideRoutes };
/**
 * The record page's routes with its slides: one list under the name the group table always picked,
 * so the login page's first load (the group table is in it) pays no byte for the slides.
 */
export const recordRoutes = [...recordPageRoutes, ...slideRoutes];
