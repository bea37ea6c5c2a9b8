import type { Route } from "../routing/Route";
import { favouriteRoutes } from "./favouriteRoutes";
import { tagRoutes } from "./tagRoutes";
import { temporaryUrlRoutes } from "./temporaryUrlRoutes";
import { thumbnailRoutes } from "./thumbnailRoutes";
import { transcriptRoutes } from "./transcriptRoutes";
import { waveformRoutes } from "./waveformRoutes";
import { zipRoutes } from "./zipRoutes";

/**
 * The record page's calls besides the session itself (spec 3 §7): media addresses, waveform,
 * transcripts and captions, favourites, tags, the zip, thumbnails.
 */
export const recordRoutes: readonly Route[] = [
  ...temporaryUrlRoutes,
  ...waveformRoutes,
  ...transcriptRoutes,
  ...favouriteRoutes,
  ...tagRoutes,
  ...zipRoutes,
  ...thumbnailRoutes,
];
