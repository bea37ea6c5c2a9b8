import type { DemoServices } from "../routing/Route";
import { removeRecordingSession } from "./recordingSessions";

/** The session a deleteSession fault's path names: sessions/{id}/… or, through its stream, streams/{id}/…. */
const sessionIdNamedBy = (services: DemoServices, path: string): string | null => {
  const [collection, encodedId] = path.split("/");
  let id: string;
  try {
    id = decodeURIComponent(encodedId ?? "");
  } catch {
    return null;
  }
  if (!id) return null;
  if (collection === "sessions") return id;
  if (collection !== "streams") return null;
  return services.db.data.streams.find((stream) => stream.id === id)?.sessionId ?? null;
};

/**
 * A deleteSession test fault: as if the user deleted the session `path` names on another device just
 * before this request arrived. Loaded with the fault, not with the login page's backend.
 */
export const deleteNamedSession = async (services: DemoServices, path: string): Promise<void> => {
  const sessionId = sessionIdNamedBy(services, path);
  const session = services.db.data.recordingSessions.find((candidate) => candidate.id === sessionId);
  if (!session) return;
  await removeRecordingSession(services.db, services.media, services.events, session, services.addresses);
};
