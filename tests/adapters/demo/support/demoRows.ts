import type { DemoRecordingSession, DemoShare } from "@lectern/adapters/demo/db/DemoSnapshot";

/** A finished, merged recording of `userId` (ids as strings), for tests that build a snapshot by hand. */
export const endedSession = (id: string, userId: string): DemoRecordingSession => ({
  id,
  userId,
  name: `Lecture ${id}`,
  organizationId: null,
  status: 30,
  startedAt: 0,
  endedAt: 1000,
  createdAt: 0,
  mergedAt: 0,
  geo: null,
  description: null,
  parentId: null,
  demo: false,
  tagIds: [],
  thumbnailKey: null,
});

/** A share of `sessionId`: read-only, no downloads, nobody listed, the link off unless `changes` say. */
export const shareRow = (sessionId: string, changes: Partial<DemoShare> = {}): DemoShare => ({
  sessionId,
  linkEnabled: false,
  readonly: true,
  downloadable: false,
  persons: [],
  createdAt: 0,
  updatedAt: 0,
  ...changes,
});
