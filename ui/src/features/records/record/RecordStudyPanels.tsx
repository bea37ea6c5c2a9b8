import type { ActionItem } from "@lectern/core/records/record/RecordDetail";
import { CircleCheck } from "lucide-react";

/** The summary: its paragraphs in order. */
export function RecordSummary({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="record-study">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="record-study__paragraph">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** Key points as a list. */
export function RecordKeyPoints({ points }: { points: readonly string[] }) {
  return (
    <ul className="record-study record-study__points">
      {points.map((point, index) => (
        <li key={index}>{point}</li>
      ))}
    </ul>
  );
}

/** Action items as a list (plain text: the highlighted copy is the server's markup, not rendered as HTML). */
export function RecordActionItems({ items }: { items: readonly ActionItem[] }) {
  return (
    <ul className="record-study record-study__actions">
      {items.map((item) => (
        <li key={item.id} className="record-study__action">
          <CircleCheck size={16} aria-hidden="true" />
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
