/** Spec 3 §7: the calls of the record page. */
export const RECORD_INCLUDE = "streams,pois,notes,tags,transcript,summary,action_items";

export const recordCalls = {
  session: (sessionId: string) => `sessions/${sessionId}`,
  zip: (sessionId: string) => `sessions/${sessionId}/zip`,
  summaries: (sessionId: string) => `sessions/${sessionId}/summaries`,
  /** Issue 21: a caption file's text becomes the session's transcript. */
  transcriptImport: (sessionId: string) => `sessions/${sessionId}/transcript/import`,
  makeFavourite: (sessionId: string) => `v2/session/${sessionId}/make-favorite`,
  removeFavourite: (sessionId: string) => `v2/session/${sessionId}/remove-favorite`,
  sessionTags: (sessionId: string) => `sessions/${sessionId}/relationships/tags`,
  tags: () => "tags",
  poi: (poiId: string) => `pois/${poiId}`,
  poiTags: (poiId: string) => `pois/${poiId}/relationships/tags`,
  cdn: (streamId: string) => `streams/${streamId}/temporary/cdn`,
  waveform: (streamId: string) => `streams/${streamId}/waveform`,
} as const;
