import { errorText, isApiError } from "../../kernel/ApiError";
import type { OpenedRecord, RecordPageScope } from "./openedRecord";
import { RECORD_TEXTS } from "./recordTexts";

/** How a command ended: done, or the error dialog's title and text (spec 3 §8). */
export type RecordCommandOutcome =
  { readonly ok: true } | { readonly ok: false; readonly title: string; readonly message: string };

export type ZipOutcome =
  | { readonly ok: true; readonly url: string; readonly name: string | null }
  | { readonly ok: false; readonly title: string; readonly message: string };

export const failedCommand = (message: string): RecordCommandOutcome => ({
  ok: false,
  title: RECORD_TEXTS.somethingWentWrong,
  message,
});

/**
 * Spec 3 §8 "Download": 404 → 'Something went wrong' / 'File is not found'; any other error keeps
 * the same title with its own message.
 */
export const downloadProblem = (error: unknown): { readonly title: string; readonly message: string } => ({
  title: RECORD_TEXTS.somethingWentWrong,
  message: isApiError(error) && error.status === 404 ? RECORD_TEXTS.fileNotFound : errorText(error),
});

/** Runs a command on the open record; its error becomes the outcome the page shows. */
export const runRecordCommand = async (
  scope: RecordPageScope,
  run: (id: string, opened: OpenedRecord) => Promise<void>,
): Promise<RecordCommandOutcome> => {
  const opened = scope.opened();
  if (opened === null) return failedCommand(RECORD_TEXTS.notFoundTitle);
  try {
    await run(opened.id, opened);
    return { ok: true };
  } catch (error) {
    return failedCommand(errorText(error));
  }
};
