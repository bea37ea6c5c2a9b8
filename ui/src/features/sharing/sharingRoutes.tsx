import type { RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { RedirectWithId } from "../shell/RedirectWithId";

// Both shared-record pages load with the record page's own chunk (see RecordPage.tsx): the first load
// (/auth/login, 150 KB budget) then carries no new lazy chunk for them.
const SharedRecordRoutes = lazyNamed(() => import("../records/record/RecordPage"), "SharedRecordRoutes");

/** Shared records (spec 3 §2): open to visitors; the quizzes need quizShow; /shared/{id} is the old address. */
export const sharingRoutes: RouteObject[] = [
  { path: "shared-records/:id/*", element: <SharedRecordRoutes /> },
  { path: "shared/:id", element: <RedirectWithId to={(id) => `/shared-records/${id}`} /> },
];
