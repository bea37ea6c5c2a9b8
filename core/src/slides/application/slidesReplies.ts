import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";
import { type SlideFormat, slideFormatOfName } from "../domain/slideFormats";
import type { SlideNote } from "../domain/slidePages";

/** A session's slide set as core keeps it (the wire contract's SlideSet, core/src/slides/README.md). */
export interface SlideSet {
  readonly id: string;
  /** The address its file is read from (SlideFiles). */
  readonly slideUrl: string;
  /** The uploaded file's name. */
  readonly name: string;
  readonly format: SlideFormat;
}

/** A slide set with its pages' notes, by page number (list reply, contract call 4). */
export interface ListedSlideSet extends SlideSet {
  readonly slideNotes: readonly SlideNote[];
}

const SlideSetResource = Schema.Struct({
  id: Id,
  slideUrl: Schema.String,
  name: Schema.String,
  // Read as any string: a format this version does not know falls back to the name's (toSlideSet).
  format: Nullable(Schema.String),
  created_at: Nullable(Schema.String),
  updated_at: Nullable(Schema.String),
});
type SlideSetResource = typeof SlideSetResource.Type;

const SlideNoteResource = Schema.Struct({
  id: Id,
  slideId: Id,
  pageUrl: Nullable(Schema.String),
  pageNumber: Schema.Number,
  note: Nullable(Schema.String),
  text: Nullable(Schema.String),
  ocr: Nullable(Schema.String),
  createdAt: Nullable(Schema.String),
  order: Nullable(Schema.Number),
});
type SlideNoteResource = typeof SlideNoteResource.Type;

/** Contract call 1: where to PUT the file, and the path to attach it by. */
export const UploadUrlReply = Schema.Struct({ data: Schema.Struct({ url: Schema.String, path: Schema.String }) });

/** Contract call 3: the attached set, inside the session's `slides`. */
export const AttachSlidesReply = Schema.Struct({
  data: Schema.Struct({ slides: Schema.Array(Schema.Struct({ data: SlideSetResource })) }),
});

/** Contract call 4: `[]`, or the session's set with its notes (the client reads the last item). */
export const SlidesListReply = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      data: Schema.Struct({ ...SlideSetResource.fields, slideNotes: Schema.optional(Schema.Array(SlideNoteResource)) }),
    }),
  ),
});

/** Contract calls 6 and 7: the page's note as the server now holds it. */
export const SlideNoteReply = Schema.Struct({ data: SlideNoteResource });

const FORMATS: readonly SlideFormat[] = ["pdf", "ppt", "pptx"];

const formatOf = (resource: SlideSetResource): SlideFormat => {
  const told = resource.format?.toLowerCase();
  const known = FORMATS.find((format) => format === told);
  // The server checks the name's extension on upload, so the name is the next best witness.
  return known ?? slideFormatOfName(resource.name) ?? "pdf";
};

export const toSlideSet = (resource: SlideSetResource): SlideSet => ({
  id: String(resource.id),
  slideUrl: resource.slideUrl,
  name: resource.name,
  format: formatOf(resource),
});

export const toSlideNote = (resource: SlideNoteResource): SlideNote => ({
  id: String(resource.id),
  slideId: String(resource.slideId),
  pageUrl: resource.pageUrl ?? null,
  pageNumber: resource.pageNumber,
  note: resource.note ?? "",
  text: resource.text ?? "",
  ocr: resource.ocr ?? null,
  createdAt: resource.createdAt ?? null,
});

/** Notes in page order: the server sends them so, but the widget relies on it. */
export const byPageNumber = (notes: readonly SlideNote[]): readonly SlideNote[] =>
  [...notes].sort((a, b) => a.pageNumber - b.pageNumber);

export const toListedSlideSet = (
  resource: SlideSetResource & { readonly slideNotes?: readonly SlideNoteResource[] | undefined },
): ListedSlideSet => ({
  ...toSlideSet(resource),
  slideNotes: byPageNumber((resource.slideNotes ?? []).map(toSlideNote)),
});
