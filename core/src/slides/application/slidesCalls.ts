import type { ApiClient } from "../../api/ApiClient";
import { API_MESSAGES } from "../../api/messages";
import { ApiError } from "../../kernel/ApiError";
import type { SlideNote } from "../domain/slidePages";
import {
  AttachSlidesReply,
  type ListedSlideSet,
  type SlideSet,
  SlideNoteReply,
  SlidesListReply,
  UploadUrlReply,
  toListedSlideSet,
  toSlideNote,
  toSlideSet,
} from "./slidesReplies";

/** The paths of the slides wire contract (core/src/slides/README.md, calls 1 and 3–7). */
export const slidesPaths = {
  uploadUrl: (sessionId: string) => `v2/upload/url/stream/${sessionId}/file`,
  attach: (sessionId: string) => `v2/session/${sessionId}/slide`,
  list: (sessionId: string) => `v2/session/${sessionId}/slides`,
  remove: (sessionId: string, slideId: string) => `v2/session/${sessionId}/slide/${slideId}`,
  createNote: (sessionId: string, slideId: string) => `v2/session/${sessionId}/slide/${slideId}/note`,
  updateNote: (sessionId: string, slideId: string, noteId: string) =>
    `v2/session/${sessionId}/slide/${slideId}/note/${noteId}`,
} as const;

/** A page's note as written: sanitised on the server, its plain text derived there. */
export interface SlideNoteWrite {
  /** The note's HTML. */
  readonly note: string;
  /** The page's own text (pdf.js), kept for search. */
  readonly ocr?: string | undefined;
}

const withOcr = (ocr: string | undefined) => (ocr === undefined ? {} : { ocr });

/**
 * The slides calls over ApiClient (spec 3 §7 "Slides" and "Upload"). Failures surface as the
 * ApiError ApiClient throws; a shared viewer's reads carry X-SHARED-ID through it as other calls do.
 */
export class SlidesCalls {
  constructor(private readonly api: Pick<ApiClient, "request" | "send">) {}

  /** Call 1: an upload URL for a file of that name (the PUT itself goes through FileUploadPort). */
  async uploadUrl(sessionId: string, fileName: string): Promise<{ readonly url: string; readonly path: string }> {
    const reply = await this.api.request(
      { method: "GET", path: slidesPaths.uploadUrl(sessionId), query: { filename: fileName } },
      UploadUrlReply,
    );
    return { url: reply.data.url, path: reply.data.path };
  }

  /** Call 3: the uploaded file becomes the session's slide set (replacing any before it). */
  async attach(sessionId: string, path: string): Promise<SlideSet> {
    const reply = await this.api.request(
      { method: "POST", path: slidesPaths.attach(sessionId), query: { with: "slides" }, body: { path } },
      AttachSlidesReply,
    );
    const attached = reply.data.slides.at(-1);
    if (!attached) {
      // A 201 without the set leaves nothing to show; the upload is reported failed, not half done.
      throw new ApiError({ status: 200, title: API_MESSAGES.somethingWentWrong, message: API_MESSAGES.missingData });
    }
    return toSlideSet(attached.data);
  }

  /** Call 4: the session's slide set with its notes, or null when it has none. */
  async list(sessionId: string): Promise<ListedSlideSet | null> {
    const reply = await this.api.request({ method: "GET", path: slidesPaths.list(sessionId) }, SlidesListReply);
    const last = reply.data.at(-1);
    return last ? toListedSlideSet(last.data) : null;
  }

  /** Call 5: the set goes, with its notes and its file. */
  async remove(sessionId: string, slideId: string): Promise<void> {
    await this.api.send({ method: "DELETE", path: slidesPaths.remove(sessionId, slideId) });
  }

  /** Call 6: a page's note (a second one for the same page updates the first on the server). */
  async createNote(
    sessionId: string,
    slideId: string,
    write: SlideNoteWrite & { readonly pageNumber: number },
  ): Promise<SlideNote> {
    const body = { slideId, pageNumber: write.pageNumber, note: write.note, ...withOcr(write.ocr) };
    const reply = await this.api.request(
      { method: "POST", path: slidesPaths.createNote(sessionId, slideId), body },
      SlideNoteReply,
    );
    return toSlideNote(reply.data);
  }

  /** Call 7: a page's note changed. */
  async updateNote(sessionId: string, slideId: string, noteId: string, write: SlideNoteWrite): Promise<SlideNote> {
    const body = { note: write.note, ...withOcr(write.ocr) };
    const reply = await this.api.request(
      { method: "PUT", path: slidesPaths.updateNote(sessionId, slideId, noteId), body },
      SlideNoteReply,
    );
    return toSlideNote(reply.data);
  }
}
