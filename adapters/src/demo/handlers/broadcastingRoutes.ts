import { asRecord, attributesOf, requireValid, textOf } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { plainJsonReply } from "../routing/replies";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoUser } from "../db/DemoSnapshot";
import { PUSHER_DEFAULTS } from "../model/pusherDefaults";
import { linkDecision } from "../model/sharedAccess";
import { WebCryptoChannelAuthorizer } from "../model/WebCryptoChannelAuthorizer";
import { type Route, authRoute } from "../routing/Route";
import { sessionOfLinkKey } from "../model/shareLinks";

export const CHANNEL_FORBIDDEN = "You are not allowed to listen on this channel.";

const SOCKET_ID = /^\d+\.\d+$/;
const CHANNEL_CHARACTERS = /^[A-Za-z0-9_\-=@,.;]+$/;

/** Reads a field from the form pusher-js posts, or from a JSON body (flat or JSON:API). */
const field = (body: unknown, name: string): string =>
  textOf(asRecord(body)?.[name]) || textOf(attributesOf(body)[name]);

/** The backend's signer unless it was given another (the Node server's, with its configured app). */
const DEFAULT_AUTHORIZER = new WebCryptoChannelAuthorizer(PUSHER_DEFAULTS.key, PUSHER_DEFAULTS.secret);

const SESSION_CHANNEL = /^private-users-([^.]+)\.sessions-(.+)$/;

/** A viewer may listen (not whisper: the client only reads) on the owner's channel of a record shared with them. */
const viewsSharedChannel = (db: DemoDatabase, user: DemoUser, channel: string): boolean => {
  const [, ownerId, sessionId] = SESSION_CHANNEL.exec(channel) ?? [];
  const session = sessionId ? db.data.recordingSessions.find((candidate) => candidate.id === sessionId) : undefined;
  if (!session || session.userId !== ownerId) return false;
  // Named by id, so only a viewer the id already opens for (a bookmark made by opening the link,
  // a person it is shared with): counting ids reaches no channel (issue 20).
  if (sessionOfLinkKey(db, session.id, user) !== session.id) return false;
  const decision = linkDecision(db, session.id, user);
  return decision.kind === "person" || decision.kind === "link";
};

/**
 * POST broadcasting/auth: signs private channels, the user's own (`private-users-{id}.sessions`,
 * `private-users-{id}.sessions-{sessionId}`, spec 3 §7), and a shared record's session channel for
 * a signed-in viewer who may view it (contract of issue 13, rule 14).
 */
export const broadcastingRoutes: readonly Route[] = [
  authRoute("POST", "broadcasting/auth", async ({ request, user, channelAuthorizer, db }) => {
    const socketId = field(request.body, "socket_id");
    const channel = field(request.body, "channel_name");
    requireValid(
      [
        ["socket_id", SOCKET_ID.test(socketId) ? null : "The socket_id is not a valid socket id."],
        ["channel_name", CHANNEL_CHARACTERS.test(channel) ? null : "The channel_name is not a valid channel name."],
      ],
      "",
    );
    const own = `private-users-${user.id}.`;
    const mine = channel.startsWith(own) && channel.length > own.length;
    if (!mine && !viewsSharedChannel(db, user, channel)) {
      throw new DemoHttpError(403, { title: CHANNEL_FORBIDDEN, detail: `channel_name: ${channel}` });
    }
    return plainJsonReply(await (channelAuthorizer ?? DEFAULT_AUTHORIZER).authorize(socketId, channel));
  }),
];
