import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { thumbnailUrl } from "@lectern/adapters/demo/model/recordingResources";
import { demoLectureThumbnailKey } from "@lectern/adapters/demo/seed/lectures/demoLectureFiles";
import { describe, expect, it } from "vitest";

const publicFolder = fileURLToPath(new URL("../../../ui/public", import.meta.url));

describe("a session's thumbnail address", () => {
  it("points a seeded lecture at its committed image on the app's origin, which exists", () => {
    const key = demoLectureThumbnailKey("supply-and-demand");
    const url = thumbnailUrl({ id: "7", thumbnailKey: key });
    expect(url).toBe("/demo-lectures/supply-and-demand.thumbnail.jpg");
    expect(existsSync(`${publicFolder}${url}`)).toBe(true);
  });

  it("serves any other thumbnail from the backend at its key, and none when there is none", () => {
    expect(thumbnailUrl({ id: "7", thumbnailKey: "thumbnails/a b.png" })).toBe(
      "/api/demo/media/thumbnails/7/thumbnails%2Fa%20b.png",
    );
    expect(thumbnailUrl({ id: "7", thumbnailKey: null })).toBeNull();
  });
});
