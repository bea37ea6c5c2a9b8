import { Crown } from "lucide-react";
import { Link } from "react-router-dom";
import { EmptyState } from "../../../kit";
import { QUIZ_TEXTS as TEXTS } from "./quizTexts";

/** Without quizShow: why there is no quiz, and the way to a plan that has it (never a blank page). */
export function QuizNotInPlan({ headingLevel = 2 }: { readonly headingLevel?: 2 | 3 }) {
  return (
    <EmptyState
      icon={<Crown size={28} />}
      title={TEXTS.notInPlanTitle}
      headingLevel={headingLevel}
      action={
        <Link to="/billing/product" className="kit-button kit-button--primary kit-button--md">
          {TEXTS.upgrade}
        </Link>
      }
    >
      <p>{TEXTS.notInPlanText}</p>
    </EmptyState>
  );
}
