import type { RecordPageScope } from "./openedRecord";
import { recordCalls } from "./recordCalls";
import { type RecordCommandOutcome, failedCommand, runRecordCommand } from "./recordCommandOutcome";
import type { RecordDetail } from "./RecordDetail";
import { SessionDocumentReply } from "./recordReplies";
import { RECORD_TEXTS } from "./recordTexts";

/** The record's own edits on its page (spec 3 §2): its name, its star, its highlights' names and removal. */
export class RecordEdits {
  constructor(private readonly scope: RecordPageScope) {}

  /** The session's new name, non-empty after trim. */
  async rename(name: string): Promise<RecordCommandOutcome> {
    const trimmed = name.trim();
    if (trimmed === "") return failedCommand(RECORD_TEXTS.emptyName);
    return runRecordCommand(this.scope, async (id) => {
      await this.scope.api.send({
        method: "PATCH",
        path: recordCalls.session(id),
        body: { data: { type: "sessions", id, attributes: { name: trimmed } } },
      });
      this.#change((record) => ({ ...record, name: trimmed }));
    });
  }

  async setFavourite(favourite: boolean): Promise<RecordCommandOutcome> {
    return runRecordCommand(this.scope, async (id) => {
      const reply = await this.scope.api.request(
        {
          method: favourite ? "POST" : "DELETE",
          path: (favourite ? recordCalls.makeFavourite : recordCalls.removeFavourite)(id),
        },
        SessionDocumentReply,
      );
      const next = reply.data.attributes.favourite ?? favourite;
      this.#change((record) => ({ ...record, favourite: next }));
    });
  }

  /** The inline editor: a highlight's new name, non-empty after trim. */
  async renameHighlight(poiId: string, name: string): Promise<RecordCommandOutcome> {
    const trimmed = name.trim();
    if (trimmed === "") return failedCommand(RECORD_TEXTS.emptyName);
    return runRecordCommand(this.scope, async () => {
      await this.scope.api.send({
        method: "PATCH",
        path: recordCalls.poi(poiId),
        body: { data: { type: "sessions_pois", id: poiId, attributes: { name: trimmed } } },
      });
      this.#change((record) => ({
        ...record,
        highlights: record.highlights.map((clip) => (clip.id === poiId ? { ...clip, name: trimmed } : clip)),
      }));
    });
  }

  async removeHighlight(poiId: string): Promise<RecordCommandOutcome> {
    return runRecordCommand(this.scope, async () => {
      await this.scope.api.send({ method: "DELETE", path: recordCalls.poi(poiId) });
      this.#change((record) => ({ ...record, highlights: record.highlights.filter((clip) => clip.id !== poiId) }));
    });
  }

  #change(change: (record: RecordDetail) => RecordDetail): void {
    this.scope.dispatch({ type: "changed", change });
  }
}
