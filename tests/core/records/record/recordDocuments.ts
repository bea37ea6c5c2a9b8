/** Session documents as the contract's `GET sessions/{id}?include=…` sends them, for the record tests. */
export const STARTED = "2026-03-02T10:00:00.000Z";

export interface DocumentOptions {
  readonly id?: string;
  readonly status?: number;
  readonly progress?: number;
  readonly waveform?: boolean;
  readonly transcript?: "ready" | "error" | "none";
  readonly name?: string;
  readonly favourite?: boolean;
  /** The summary's attributes (contract 1); a completed summary with one line and one point by default. */
  readonly summary?: Record<string, unknown> | null;
  readonly actionItems?: readonly Record<string, unknown>[];
}

export const COMPLETED_SUMMARY = {
  stream_id: "9",
  status: 20,
  summary: ["Cells divide."],
  key_points: ["Mitosis"],
  error: null,
};

export const sessionDocument = ({
  id = "41",
  status = 30,
  progress = 100,
  waveform = true,
  transcript = "ready",
  name = "Cell biology",
  favourite = false,
  summary = COMPLETED_SUMMARY,
  actionItems = [{ text: "Read chapter 4", text_highlighted: "<b>Read</b>" }],
}: DocumentOptions = {}) => ({
  data: {
    id,
    type: "sessions",
    attributes: {
      name,
      type: "audio",
      status: 3,
      demo: true,
      favourite,
      started_at: STARTED,
      ended_at: "2026-03-02T10:05:00.000Z",
      duration: 300,
    },
    relationships: { tags: { data: [{ type: "tags", id: "5" }] } },
  },
  included: [
    {
      id: "9",
      type: "streams",
      attributes: {
        type: "audio",
        status,
        convert_progress: progress,
        duration: 300,
        is_primary: true,
        waveform: waveform ? "streams/9/waveform" : null,
        captions: null,
      },
    },
    {
      id: "70",
      type: "sessions_pois",
      attributes: { type: "poi", name: null, started_at: "2026-03-02T10:01:05.000Z", duration: 10 },
      relationships: { tags: { data: [{ type: "tags", id: "6" }] } },
    },
    {
      id: "71",
      type: "sessions_pois",
      attributes: { type: "stopwatch", name: "Mitosis", started_at: "2026-03-02T10:00:20.000Z", duration: null },
    },
    { id: "5", type: "tags", attributes: { tag: "biology" } },
    { id: "6", type: "tags", attributes: { tag: "exam" } },
    { id: "80", type: "sessions_notes", attributes: { text: "Read chapter 4", is_url: false } },
    ...(transcript === "none"
      ? []
      : [
          {
            id: "3",
            type: "transcripts",
            attributes: {
              stream_id: "9",
              transcript:
                transcript === "ready"
                  ? {
                      speakers: [
                        { id: "host", name: "Ada" },
                        { id: "guest", name: "Ben" },
                      ],
                      sentences: [
                        { speakerId: "guest", sentences: [{ start: 4, end: 6, text: "A question." }] },
                        { speakerId: "host", sentences: [{ start: 0, end: 3, text: "Welcome." }] },
                      ],
                    }
                  : null,
              error: transcript === "error" ? "No captions were heard." : null,
            },
          },
        ]),
    ...(summary === null ? [] : [{ id: "4", type: "sessions_summaries", attributes: summary }]),
    ...actionItems.map((attributes, index) => ({ id: String(12 + index), type: "action_items", attributes })),
    { id: "1", type: "users", attributes: { email: "x@y" } },
  ],
});

export const waveformReply = {
  data: {
    type: "waveforms",
    id: "9",
    attributes: { channels: 1, sample_rate: 8000, samples_per_pixel: 80, bits: 8, length: 2, peaks: [-3, 4, -10, 12] },
  },
};
