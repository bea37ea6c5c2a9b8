import { asRecord, attributesOf, requireValid, textOf } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { plainJsonReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

export const CHANNEL_FORBIDDEN = "You are not allowed to listen on this channel.";

const SOCKET_ID = /^\d+\.\d+$/;
const CHANNEL_CHARACTERS = /^[A-Za-z0-9_\-=@,.;]+$/;

/** Reads a field from the form pusher-js posts, or from a JSON body (flat or JSON:API). */
const field = (body: unknown, name: string): string =>
  textOf(asRecord(body)?.[name]) || textOf(attributesOf(body)[name]);

/**
 * POST broadcasting/auth: signs private channels, but only the user's own
 * (`private-users-{id}.sessions`, `private-users-{id}.sessions-{sessionId}`, spec 3 §7).
 */
export const broadcastingRoutes: readonly Route[] = [
  authRoute("POST", "broadcasting/auth", async ({ request, user, channelAuthorizer }) => {
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
    if (!channel.startsWith(own) || channel.length === own.length) {
      throw new DemoHttpError(403, { title: CHANNEL_FORBIDDEN, detail: `channel_name: ${channel}` });
    }
    return plainJsonReply(await channelAuthorizer.authorize(socketId, channel));
  }),
];
