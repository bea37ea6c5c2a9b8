// Test-only routes (faults, inspection), loaded only by a router started with test controls.
export { demoControlRoutes } from "../handlers/demoControlRoutes";
export { faultRoutes } from "../handlers/faultRoutes";
export { inspectionRoutes } from "../handlers/inspectionRoutes";
export { studyControlRoutes } from "../handlers/studyControlRoutes";
