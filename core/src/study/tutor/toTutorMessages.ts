import type { TutorMessage, TutorSegment } from "./TutorMessage";
import type { TutorHistoryReply } from "./tutorReplies";
import { appendSegment } from "./tutorChatReducer";
import { toCitation } from "./tutorStreamEvent";

const toSegment = (value: unknown): TutorSegment | null => {
  if (typeof value !== "object" || value === null) return null;
  const loose = value as Record<string, unknown>;
  if (loose["type"] === "text") return typeof loose["text"] === "string" ? { type: "text", text: loose["text"] } : null;
  if (loose["type"] === "cite") return toCitation(loose);
  return null;
};

/** The stored conversation as the chat shows it; unknown roles and segments are left out. */
export const toTutorMessages = (reply: TutorHistoryReply): TutorMessage[] =>
  reply.data.flatMap((resource): TutorMessage[] => {
    const { role, segments, stopped } = resource.attributes;
    if (role !== "student" && role !== "tutor") return [];
    const read = (segments ?? []).reduce<readonly TutorSegment[]>((kept, value) => {
      const segment = toSegment(value);
      return segment === null ? kept : appendSegment(kept, segment);
    }, []);
    return [
      {
        id: `stored-${resource.id}`,
        role,
        segments: read,
        status: stopped === true ? "stopped" : "complete",
        error: null,
      },
    ];
  });
