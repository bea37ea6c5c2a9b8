// The demo API's recording routes (sessions, streams, highlights, notes, slice uploads), loaded
// together on the first request for one of them. The merge, with its WebM join, loads on its own.
export { chunkUploadRoutes } from "../handlers/chunkUploadRoutes";
export { noteMediaRoutes } from "../handlers/noteMediaRoutes";
export { noteRoutes } from "../handlers/noteRoutes";
export { poiRoutes } from "../handlers/poiRoutes";
export { recordRoutes } from "../handlers/recordRoutes";
export { sessionListRoutes } from "../handlers/sessionListRoutes";
export { sessionRoutes } from "../handlers/sessionRoutes";
export { sessionSaveRoutes } from "../handlers/sessionSaveRoutes";
export { sessionStartRoutes } from "../handlers/sessionStartRoutes";
export { sharingRoutes } from "../handlers/sharingRoutes";
export { slideRoutes } from "../handlers/slideRoutes";
export { streamRoutes } from "../handlers/streamRoutes";
