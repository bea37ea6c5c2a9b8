import type { DemoDatabase } from "../../db/DemoDatabase";
import type { DemoSlideSet } from "../../db/DemoSnapshot";
import type { DemoMediaStore } from "../../media/DemoMediaStore";

/** Removes a slide set, the notes of its pages and its file (a DELETE, or a new set attached in its place). */
export const removeSlideSet = async (db: DemoDatabase, media: DemoMediaStore, set: DemoSlideSet): Promise<void> => {
  db.mutate((data) => {
    data.slideSets = data.slideSets.filter((candidate) => candidate !== set);
    data.slideNotes = data.slideNotes.filter((note) => note.slideSetId !== set.id);
  });
  await media.deleteFiles([set.key]);
};
