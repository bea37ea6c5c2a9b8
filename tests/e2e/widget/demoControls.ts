import type { Page } from "@playwright/test";

/** What the in-page demo backend holds, read through the test controls the dev build exposes. */
export interface DemoSessionContent {
  readonly session: { id: string; name: string; startedAt: number | null; endedAt: number | null };
  readonly pois: { id: string; type: string; name: string | null; startedAt: number; endedAt: number | null }[];
  readonly notes: { id: string; text: string; poiId: string | null }[];
  /** The merged stream's duration as the browser decodes it, in seconds; null before the merge. */
  readonly mergedSeconds: number | null;
  readonly mergedType: string | null;
}

/** The newest recording session of the demo backend in this page, with its highlights, notes and merged media. */
export const newestSessionContent = (page: Page): Promise<DemoSessionContent> =>
  page.evaluate(async () => {
    type Controls = {
      sessions(): { id: string; name: string; startedAt: number | null; endedAt: number | null; createdAt: number }[];
      streams(id: string): { id: string; type: string }[];
      pois(id: string): { id: string; type: string; name: string | null; startedAt: number; endedAt: number | null }[];
      notes(id: string): { id: string; text: string; poiId: string | null }[];
      mergedBytes(id: string): Promise<Uint8Array | null>;
    };
    const controls = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
    const sessions = controls.sessions().sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
    const session = sessions[0];
    if (!session) throw new Error("no session on the demo server");
    const stream = controls
      .streams(session.id)
      .find((candidate) => candidate.type === "audio" || candidate.type === "combined");
    const bytes = stream ? await controls.mergedBytes(stream.id) : null;
    let mergedSeconds: number | null = null;
    if (bytes) {
      // The browser's own decoder: what a student's player would see.
      const video = document.createElement("video");
      video.muted = true;
      video.src = URL.createObjectURL(
        new Blob([bytes as BlobPart], { type: stream?.type === "audio" ? "audio/webm" : "video/webm" }),
      );
      mergedSeconds = await new Promise<number>((resolve, reject) => {
        video.onloadedmetadata = () => resolve(video.duration);
        video.onerror = () => reject(new Error("the merged file cannot be read"));
      });
    }
    return {
      session: { id: session.id, name: session.name, startedAt: session.startedAt, endedAt: session.endedAt },
      pois: controls.pois(session.id),
      notes: controls.notes(session.id),
      mergedSeconds,
      mergedType: stream?.type ?? null,
    };
  });
