import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoHeardCaption } from "../db/DemoSnapshot";

/** Where the backend hears client events (whispers) on private channels; returns how to stop. */
export interface WhisperSource {
  listenToWhispers(listener: (channel: string, event: string, data: unknown) => void): () => void;
}

/** The host's captions: only the session owner's connection streams them (spec 2 §4.11). */
export const HOST_SPEAKER_ID = "host";

/** `captions_data` as whispered (spec 2 §7): text, is_final, and the actionDate every whisper carries. */
interface CaptionWhisper {
  readonly text: string;
  readonly is_final: boolean;
  readonly actionDate?: string;
}

/**
 * Checked by hand rather than with effect Schema: this module is part of the in-tab backend that
 * /auth/login fetches on the first input, where Schema's 24 KB would break the first-load budget.
 */
const decodeWhisper = (data: unknown): CaptionWhisper | null => {
  if (typeof data !== "object" || data === null) return null;
  const { text, is_final: isFinal, actionDate } = data as Record<string, unknown>;
  if (typeof text !== "string" || typeof isFinal !== "boolean") return null;
  if (actionDate !== undefined && typeof actionDate !== "string") return null;
  return { text, is_final: isFinal, ...(actionDate === undefined ? {} : { actionDate }) };
};

const SESSION_CHANNEL = /^(?:private-)?users-(.+)\.sessions-(.+)$/;
/** A final that came with no interim before it is taken to have lasted this long per word. */
const MS_PER_WORD = 400;

export interface HeardCaptionsDependencies {
  readonly db: DemoDatabase;
  readonly now: () => number;
  /** Runs the change between requests and saves it (DemoRouter.exclusive). */
  readonly exclusive: <T>(work: () => T | Promise<T>) => Promise<T>;
}

/**
 * What the demo backend hears on sessions' private channels while they record: the host's
 * `captions_data` whispers. Each final phrase is kept (DemoSnapshot.heardCaptions) with when it began
 * (the first interim words after the previous final) and ended (the final), until the merge turns
 * them into the transcript. Whispers of other events, other users' channels or sessions not
 * recording are ignored.
 */
export class HeardCaptions {
  /** Per session: when the phrase being recognised began to be heard. */
  readonly #phraseStarts = new Map<string, number>();

  constructor(private readonly deps: HeardCaptionsDependencies) {}

  /** A client event seen on `channel` (with or without the `private-` prefix). */
  hear(channel: string, event: string, data: unknown): Promise<void> {
    if (event !== "client-captions_data" && event !== "captions_data") return Promise.resolve();
    const match = SESSION_CHANNEL.exec(channel);
    const whisper = decodeWhisper(data);
    if (!match || !whisper) return Promise.resolve();
    const [, userId, sessionId] = match as unknown as [string, string, string];
    const said = whisper.actionDate === undefined ? Number.NaN : Date.parse(whisper.actionDate);
    const at = Number.isFinite(said) ? said : this.deps.now();
    return this.deps.exclusive(() => this.#hear(userId, sessionId, whisper.text, whisper.is_final, at));
  }

  #hear(userId: string, sessionId: string, text: string, isFinal: boolean, at: number): void {
    const { db } = this.deps;
    const session = db.data.recordingSessions.find((candidate) => candidate.id === sessionId);
    // Started or just ended (the last words can arrive after the stop), never merged or someone else's.
    if (!session || session.userId !== userId || (session.status !== 10 && session.status !== 20)) return;
    const began = this.#phraseStarts.get(sessionId);
    if (!isFinal) {
      if (began === undefined && text.trim() !== "") this.#phraseStarts.set(sessionId, at);
      return;
    }
    this.#phraseStarts.delete(sessionId);
    if (text.trim() === "") return;
    const owner = db.data.users.find((user) => user.id === userId);
    const name = owner ? `${owner.profile.first_name} ${owner.profile.last_name}`.trim() : "";
    const previousEnd = db.data.heardCaptions.filter((caption) => caption.sessionId === sessionId).at(-1)?.endedAt;
    const words = text.trim().split(/\s+/).length;
    const startedAt =
      began ?? Math.max(previousEnd ?? -Infinity, at - words * MS_PER_WORD, session.startedAt ?? -Infinity);
    const caption: DemoHeardCaption = {
      sessionId,
      speakerId: HOST_SPEAKER_ID,
      speakerName: name || "Host",
      text: text.trim(),
      startedAt: Math.min(startedAt, at),
      endedAt: at,
    };
    db.mutate((data) => {
      data.heardCaptions.push(caption);
    });
  }
}
