import type { StudyTabId } from "@lectern/core/records/record/recordTabs";

interface StudyKindTexts {
  /** The list's accessible name. */
  readonly listLabel: string;
  readonly generating: string;
  readonly ready: string;
  readonly emptyTitle: string;
  readonly emptyText: string;
  /** Generation ran and found nothing. */
  readonly nothingFound: string;
  readonly failedTitle: string;
  readonly generate: string;
  /** Issue 21: a lecture without a transcript whose material will come from the notes. */
  readonly emptyTextFromNotes: string;
  /** Issue 21: nothing to learn from (no transcript, too few notes): what to do instead. */
  readonly unavailableTitle: string;
  readonly unavailableText: string;
}

/** The Summary, Key points and Action items tabs' texts (issue 12), in one place for tests. */
export const STUDY_TEXTS = {
  kinds: {
    summary: {
      listLabel: "Summary",
      generating: "Generating the summary…",
      ready: "The summary is ready.",
      emptyTitle: "No summary yet",
      emptyText:
        "Lectern writes a summary from the lecture's transcript, with every line linked to the moment it came from.",
      nothingFound: "The transcript gave nothing to summarise.",
      failedTitle: "The summary could not be generated",
      generate: "Generate the summary",
      emptyTextFromNotes:
        "This lecture has no transcript, so Lectern writes the summary from your notes and highlight names.",
      unavailableTitle: "Nothing to summarise yet",
      unavailableText: "Add notes or import a caption file to get a summary.",
    },
    "key-points": {
      listLabel: "Key points",
      generating: "Generating the key points…",
      ready: "The key points are ready.",
      emptyTitle: "No key points yet",
      emptyText: "Key points are the five to ten ideas of the lecture worth remembering, each linked to its moment.",
      nothingFound: "No key points were found in the transcript.",
      failedTitle: "The key points could not be generated",
      generate: "Generate the key points",
      emptyTextFromNotes:
        "This lecture has no transcript, so Lectern picks the key points from your notes and highlight names.",
      unavailableTitle: "No key points to find yet",
      unavailableText: "Add notes or import a caption file to get the key points.",
    },
    "action-items": {
      listLabel: "Action items",
      generating: "Finding the action items…",
      ready: "The action items are ready.",
      emptyTitle: "No action items yet",
      emptyText: "Action items are the tasks the lecture set: reading, assignments, deadlines and reminders.",
      nothingFound: "The lecture set no tasks, deadlines or reminders.",
      failedTitle: "The action items could not be found",
      generate: "Find the action items",
      emptyTextFromNotes:
        "This lecture has no transcript, so Lectern looks for tasks and deadlines in your notes and highlight names.",
      unavailableTitle: "No action items to find yet",
      unavailableText: "Add notes or import a caption file to get the action items.",
    },
  } satisfies Record<StudyTabId, StudyKindTexts>,
  tryAgain: "Try again",
  /** Issue 21: the label on material made without a transcript (shown on the tab and announced). */
  madeFromNotes: "Made from your notes and highlights — this lecture has no transcript.",
  /** Issue 21: why nothing can be generated, before the tab's own "what to do". */
  nothingToLearnFrom: "This lecture has no transcript, and its notes are too short to learn from.",
  addNotes: "Add notes",
  playFrom: (time: string) => `Play from ${time}`,
  readingEmphasis: "Reading emphasis",
  premiumTitle: "Part of the premium plans",
  premiumText: "Your plan does not include generating this. Upgrade to let Lectern write it from your lectures.",
  upgrade: "Upgrade your plan",
  loading: (module: string) => `${module} is loading...`,
  notLoaded: (module: string) => `${module} has not loaded.`,
} as const;
