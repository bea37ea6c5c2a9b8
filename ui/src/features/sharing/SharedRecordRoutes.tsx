import { Navigate, Route, Routes } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { RequireAuth } from "../shell/RequireAuth";
import { RequirePermission } from "../shell/RequirePermission";
import { SharedRecordPage } from "./SharedRecordPage";

const SharedQuizzesPage = lazyNamed(() => import("./SharedQuizzesPage"), "SharedQuizzesPage");

/**
 * /shared-records/{id} and /shared-records/{id}/quizzes (spec 3 §2). The record is open to visitors;
 * the quizzes need a signed-in viewer (the deck's services are the signed-in ones) with quizShow,
 * otherwise they go to login.
 */
export function SharedRecordRoutes() {
  return (
    <Routes>
      <Route index element={<SharedRecordPage />} />
      <Route
        path="quizzes"
        element={
          <RequireAuth signedInServices>
            <RequirePermission anyOf={["quizShow"]} redirectTo="/auth/login">
              <SharedQuizzesPage />
            </RequirePermission>
          </RequireAuth>
        }
      />
      <Route path="*" element={<Navigate to="/records" replace />} />
    </Routes>
  );
}
