import type { StudyTabProps } from "../StudyTabProps";

/** The record page's Tutor tab (the tutor helper replaces this seam). */
export function RecordTutorTab(props: StudyTabProps) {
  return <p>{props.recordName}</p>;
}
