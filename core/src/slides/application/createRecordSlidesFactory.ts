import type { FileUploadPort } from "../../ports/FileUploadPort";
import type { Wait } from "../domain/assetRetry";
import type { RecordSlidesFactory } from "./RecordSlides";
import type { SlideFiles } from "./SlideFiles";
import { SlidesService, type SlidesServiceCalls } from "./SlidesService";

/**
 * The RecordSlidesFactory the composition binds. The ports are asked for at each `create`, not
 * here: they may be bound only after sign-in, and a signed-out viewer of a shared record has none
 * (null: the notes show, the file is not read, nothing is uploaded).
 */
export const createRecordSlidesFactory = (
  calls: SlidesServiceCalls,
  upload: () => FileUploadPort | null,
  files: () => SlideFiles | null,
  options: { readonly wait?: Wait } = {},
): RecordSlidesFactory => ({
  create: (recordId, { isOwner }) => new SlidesService(calls, upload(), files(), recordId, { isOwner }, options),
});
