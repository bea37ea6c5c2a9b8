import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoActionItem, DemoStudyPart, DemoStudySource, DemoSummaryItem } from "../db/DemoSnapshot";
import type { StudyItem, StudyMaterial } from "./engine/StudyEngine";
import { quizOf } from "./quizOf";
import { summaryRowOf } from "./queueStudy";

const itemOf = (item: StudyItem): DemoSummaryItem => ({
  text: item.text,
  start: item.start,
  end: item.end,
  poiId: item.poiId,
});

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** What makes a sentence an action item; its first match is the key phrase, shown in bold. */
const ACTION_PHRASE =
  /\b(?:for next (?:week|time|lecture)|remember to|make sure (?:to|you)|do not forget|don't forget|due (?:on|by)?\s*\w+|deadline|read(?:ing)?|complete|submit|hand in|bring|prepare|revise|review|finish|practi[cs]e|learn|write|homework|assignment|problem set|worksheet|exercise)\b/i;

/** `text_highlighted`: the sentence (HTML-escaped) with its key phrase in <b>. */
export const highlightAction = (text: string): string => {
  const match = ACTION_PHRASE.exec(text);
  if (!match) return escapeHtml(text);
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return `${escapeHtml(before)}<b>${escapeHtml(match[0])}</b>${escapeHtml(after)}`;
};

/** The stored summary item whose moment holds `start` (for questions of a summary made otherwise). */
const itemAt = (items: readonly DemoSummaryItem[], start: number, end: number): DemoSummaryItem | null =>
  items.find((item) => item.start !== null && item.end !== null && item.start <= end && start <= item.end) ?? null;

/**
 * Writes what a generation made (inside a database change): the parts asked for replace the
 * session's summary lines, key points, action items and quizzes. A question asked again (same
 * question, same answer) keeps its id, so the student's flashcard of it survives; cards of
 * questions that are gone go with them. The summary row records what its lines were made from
 * (`source`, issue 21) when it gets new ones. Returns whether the action items changed.
 */
export const storeStudyMaterial = (
  db: DemoDatabase,
  session: { readonly id: string; readonly streamId: string | null },
  parts: readonly DemoStudyPart[],
  material: StudyMaterial,
  source: DemoStudySource,
  now: number,
): { readonly actionItemsChanged: boolean } =>
  db.mutate((data) => {
    const summary = summaryRowOf(data, session.id, session.streamId, now);
    db.touch(summary);
    if (parts.some((part) => part !== "quizzes")) summary.source = source;
    if (parts.includes("summary")) summary.summary = material.summary.map(itemOf);
    if (parts.includes("key_points")) summary.keyPoints = material.keyPoints.map(itemOf);
    let actionItemsChanged = false;
    if (parts.includes("action_items")) {
      const signature = (items: readonly Pick<DemoActionItem, "text" | "start" | "end">[]) =>
        JSON.stringify(items.map((item) => [item.text, item.start, item.end]));
      const before = data.actionItems.filter((item) => item.sessionId === session.id);
      // Unchanged items keep their rows (and ids): nothing to announce.
      actionItemsChanged = signature(before) !== signature(material.actionItems);
      if (actionItemsChanged) {
        const made: DemoActionItem[] = material.actionItems.map((item) => {
          data.counters.actionItems += 1;
          return {
            id: String(data.counters.actionItems),
            sessionId: session.id,
            text: item.text,
            textHighlighted: highlightAction(item.text),
            start: item.start,
            end: item.end,
            createdAt: now,
          };
        });
        data.actionItems = [...data.actionItems.filter((item) => item.sessionId !== session.id), ...made];
      }
    }
    if (parts.includes("quizzes")) {
      const previous = data.quizzes.filter((quiz) => quiz.sessionId === session.id);
      const generated = material.questions.map((question) => {
        const kept = previous.find((quiz) => quiz.question === question.question && quiz.answer === question.answer);
        let id = kept?.id;
        if (!id) {
          data.counters.quizzes += 1;
          id = String(data.counters.quizzes);
        }
        const item = parts.includes("summary")
          ? question.summaryIndex === null
            ? null
            : (summary.summary[question.summaryIndex] ?? null)
          : itemAt(summary.summary, question.start, question.end);
        return quizOf(id, session.id, question, { id: summary.id, item }, kept?.createdAt ?? now);
      });
      const ids = new Set(generated.map((quiz) => quiz.id));
      data.quizzes = [...data.quizzes.filter((quiz) => quiz.sessionId !== session.id), ...generated];
      data.flashcards = data.flashcards.filter((card) => card.sessionId !== session.id || ids.has(card.quizId));
    }
    return { actionItemsChanged };
  });
