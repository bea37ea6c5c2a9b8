import { sharedRecordPath } from "@lectern/core/sharing/domain/sharedRecordPath";
import { useLayoutEffect } from "react";
import { useParams } from "react-router-dom";
import { QuizzesPage } from "../study/quiz/QuizzesPage";
import { useSharedRecordServices } from "./useSharedRecordPage";

/**
 * /shared-records/{id}/quizzes (spec 3 §2): the quizzes page of a shared record, for signed-in
 * viewers. Its requests carry X-SHARED-ID while it is shown: the scope is entered in a layout effect,
 * which runs before the deck's first reader subscribes (a passive effect), so its first read has it.
 */
export function SharedQuizzesPage() {
  const { id = "" } = useParams();
  const { scope } = useSharedRecordServices();
  useLayoutEffect(() => scope.enter(id), [scope, id]);
  return <QuizzesPage recordPath={sharedRecordPath} shared />;
}
