import type { HighlightClip } from "../playback/HighlightClip";
import { type OpenedRecord, type RecordPageScope, stillOpen } from "./openedRecord";
import { recordCalls } from "./recordCalls";
import { type RecordCommandOutcome, failedCommand, runRecordCommand } from "./recordCommandOutcome";
import type { RecordDetail, RecordTag } from "./RecordDetail";
import { TagListReply, TagReply } from "./recordReplies";
import { RECORD_TEXTS } from "./recordTexts";

/**
 * The record page's tags (spec 3 §2, §7): the session's and its highlights', attached by text (the
 * server answers the same text, any case, with the existing tag) and detached by id, and the tags
 * offered while typing.
 */
export class RecordTags {
  constructor(private readonly scope: RecordPageScope) {}

  /** Attaches the tag with this text to the session. */
  async attach(text: string): Promise<RecordCommandOutcome> {
    const trimmed = text.trim();
    if (trimmed === "") return failedCommand(RECORD_TEXTS.emptyTag);
    return runRecordCommand(this.scope, async (id) => {
      const tag = await this.#tagFor(trimmed);
      await this.scope.api.send({
        method: "POST",
        path: recordCalls.sessionTags(id),
        body: { data: [{ type: "tags", id: tag.id }] },
      });
      this.#change((record) =>
        record.tags.some((known) => known.id === tag.id) ? record : { ...record, tags: [...record.tags, tag] },
      );
    });
  }

  async detach(tagId: string): Promise<RecordCommandOutcome> {
    return runRecordCommand(this.scope, async (id) => {
      await this.scope.api.send({
        method: "DELETE",
        path: recordCalls.sessionTags(id),
        body: { data: [{ type: "tags", id: tagId }] },
      });
      this.#change((record) => ({ ...record, tags: record.tags.filter((tag) => tag.id !== tagId) }));
    });
  }

  /** Attaches the tag with this text to a highlight (spec 3 §7 `POST pois/{id}/relationships/tags`). */
  async attachToHighlight(poiId: string, text: string): Promise<RecordCommandOutcome> {
    const trimmed = text.trim();
    if (trimmed === "") return failedCommand(RECORD_TEXTS.emptyTag);
    return runRecordCommand(this.scope, async () => {
      const tag = await this.#tagFor(trimmed);
      await this.scope.api.send({
        method: "POST",
        path: recordCalls.poiTags(poiId),
        body: { data: [{ type: "tags", id: tag.id }] },
      });
      this.#changeHighlightTags(poiId, (tags) =>
        tags.some((known) => known.id === tag.id) ? tags : [...tags, { id: tag.id, tag: tag.text }],
      );
    });
  }

  async detachFromHighlight(poiId: string, tagId: string): Promise<RecordCommandOutcome> {
    return runRecordCommand(this.scope, async () => {
      await this.scope.api.send({
        method: "DELETE",
        path: recordCalls.poiTags(poiId),
        body: { data: [{ type: "tags", id: tagId }] },
      });
      this.#changeHighlightTags(poiId, (tags) => tags.filter((tag) => tag.id !== tagId));
    });
  }

  /** The user's tags, offered while typing; without the list, attaching still works by typing a tag. */
  async loadOptions(opened: OpenedRecord): Promise<void> {
    opened.tagsAsked = true;
    try {
      const reply = await this.scope.api.request({ method: "GET", path: recordCalls.tags() }, TagListReply);
      const tags = reply.data.map((tag) => ({ id: String(tag.id), text: tag.attributes.tag }));
      if (stillOpen(this.scope, opened)) this.scope.dispatch({ type: "tagOptionsLoaded", tags });
    } catch {
      // Offered again at the next open.
    }
  }

  async #tagFor(text: string): Promise<RecordTag> {
    const created = await this.scope.api.request(
      { method: "POST", path: recordCalls.tags(), body: { data: { type: "tags", attributes: { tag: text } } } },
      TagReply,
    );
    const tag: RecordTag = { id: String(created.data.id), text: created.data.attributes.tag };
    const state = this.scope.state();
    if (state.phase === "ready" && !state.tagOptions.some((known) => known.id === tag.id)) {
      this.scope.dispatch({ type: "tagOptionsLoaded", tags: [...state.tagOptions, tag] });
    }
    return tag;
  }

  #changeHighlightTags(poiId: string, change: (tags: HighlightClip["tags"]) => HighlightClip["tags"]): void {
    this.#change((record) => ({
      ...record,
      highlights: record.highlights.map((clip) => (clip.id === poiId ? { ...clip, tags: change(clip.tags) } : clip)),
    }));
  }

  #change(change: (record: RecordDetail) => RecordDetail): void {
    this.scope.dispatch({ type: "changed", change });
  }
}
