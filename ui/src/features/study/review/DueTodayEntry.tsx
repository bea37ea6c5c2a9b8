import { DueToday } from "@lectern/core/study/flashcards/DueToday";
import { Layers } from "lucide-react";
import { Link } from "react-router-dom";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import { useSession } from "../../shell/useSession";
import { QUIZ_TEXTS as TEXTS } from "../quiz/quizTexts";
import "./DueTodayEntry.css";

/** /records' quiet way into Due today: shown only with quizShow and when cards are due. */
export function DueTodayEntry() {
  const { state } = useSession();
  // Without quizShow the count is never asked: the server's 403 would end the signed-in session.
  return state.permissions?.quizShow === true ? <DueCount /> : null;
}

/** The count, read each time /records shows. */
function DueCount() {
  const due = useService(DueToday);
  const count = useObservable(due.count$, null);
  if (count === null || count === 0) return null;
  return (
    <Link to="/review" className="due-entry">
      <Layers size={16} aria-hidden="true" />
      <span>{TEXTS.dueEntry(count)}</span>
      <span className="due-entry__action">{TEXTS.dueEntryAction}</span>
    </Link>
  );
}
