import { lazyPanel } from "../records/record/study/lazyPanel";
import type { RecordSlidesTabProps } from "./RecordSlidesTab";

/** The Slides tab, fetched on first opening (its panel, then pdf.js for a PDF), with Try again. */
export const LazySlidesTab = lazyPanel<RecordSlidesTabProps>(
  "Slides",
  async () => (await import("./RecordSlidesTab")).RecordSlidesTab,
  [200, 64],
);
