import { clsx } from "clsx";
import { CircleCheck, CircleQuestionMark, CircleX, Trash2, TriangleAlert } from "lucide-react";
import "./DialogIcon.css";

export type DialogKind = "error" | "warning" | "success" | "question" | "remove";

const ICONS = {
  error: CircleX,
  warning: TriangleAlert,
  success: CircleCheck,
  question: CircleQuestionMark,
  remove: Trash2,
} as const;

/** The round badge at the top of alert dialogs. Decorative: the title says what happened. */
export function DialogIcon({ kind }: { kind: DialogKind }) {
  const Icon = ICONS[kind];
  return (
    <span className={clsx("kit-dialog-icon", `kit-dialog-icon--${kind}`)} aria-hidden="true">
      <Icon size={30} strokeWidth={2} />
    </span>
  );
}
