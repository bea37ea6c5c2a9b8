/**
 * The private channel of one recording session (spec 3 §7 `private-users-{u}.sessions-{s}`), named
 * without `private-` as SocketPort wants. Highlights, the server's ended event and live captions
 * all travel on it, so its name is built here only.
 */
export const sessionChannelName = (userId: string, sessionId: string): string =>
  `users-${userId}.sessions-${sessionId}`;
