import type { StudyTabProps } from "../StudyTabProps";

/** The record page's Quiz tab (the quiz helper replaces this seam). */
export function RecordQuizTab(props: StudyTabProps) {
  return <p>{props.recordName}</p>;
}
