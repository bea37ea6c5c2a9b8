import type { Page } from "@playwright/test";

/** A recording session as the in-tab demo backend holds it (the fields these specs read). */
export interface HeldSession {
  readonly id: string;
  readonly name: string;
  readonly status: number;
}

/** What the in-tab backend holds for one session: its streams' slices and merged bytes, highlights and notes. */
export interface HeldRecording {
  readonly session: HeldSession;
  readonly slices: number[][];
  readonly merged: number[] | null;
  readonly poiTypes: string[];
  readonly noteTexts: string[];
}

interface Controls {
  sessions(): (HeldSession & { createdAt: number; demo: boolean })[];
  streams(id: string): { id: string; type: string }[];
  pois(id: string): { type: string }[];
  notes(id: string): { text: string }[];
  receivedSlices(id: string): Promise<Uint8Array[]>;
  mergedBytes(id: string): Promise<Uint8Array | null>;
  faults: { failNextMerge(times?: number): void; failNextMergedWrite(times?: number): void };
}

/**
 * Reads the demo backend of this tab through the test controls the e2e build exposes
 * (globalThis.lecternDemoControls), waiting for them after a reload: they appear once the backend
 * has opened its IndexedDB databases.
 */
export class InTabBackend {
  constructor(private readonly page: Page) {}

  async ready(): Promise<void> {
    await this.page.waitForFunction(() => "lecternDemoControls" in globalThis);
  }

  async sessions(): Promise<HeldSession[]> {
    await this.ready();
    return this.page.evaluate(() => {
      const controls = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
      // The account's seeded demo lectures are not the recordings these specs make.
      return controls
        .sessions()
        .filter((session) => !session.demo)
        .map(({ id, name, status }) => ({ id, name, status }));
    });
  }

  /** The session's audio stream (slices and merged file as plain arrays), highlights and notes. */
  async recording(sessionId: string): Promise<HeldRecording> {
    await this.ready();
    return this.page.evaluate(async (id) => {
      const controls = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
      const session = controls.sessions().find((candidate) => candidate.id === id);
      if (!session) throw new Error(`session ${id} is not in the demo backend`);
      const stream = controls.streams(id).find((candidate) => candidate.type === "audio");
      const slices = stream ? await controls.receivedSlices(stream.id) : [];
      const merged = stream ? await controls.mergedBytes(stream.id) : null;
      return {
        session: { id: session.id, name: session.name, status: session.status },
        slices: slices.map((slice) => [...slice]),
        merged: merged ? [...merged] : null,
        poiTypes: controls.pois(id).map((poi) => poi.type),
        noteTexts: controls.notes(id).map((note) => note.text),
      };
    }, sessionId);
  }

  /** The next merge of any session fails as a failed conversion does (spec 2 §4.7 step 5). */
  async failNextMerge(): Promise<void> {
    await this.ready();
    await this.page.evaluate(() =>
      (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.faults.failNextMerge(),
    );
  }

  /** The next merge's write of the merged file fails as on a full disk (QuotaExceededError). */
  async failNextMergedWrite(): Promise<void> {
    await this.ready();
    await this.page.evaluate(() =>
      (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.faults.failNextMergedWrite(),
    );
  }
}
