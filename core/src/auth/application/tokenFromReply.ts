import type { TokenReply } from "../../api/resources/tokenReply";
import { failWithMessage, hasErrorFlag } from "./failWithMessage";

/** The token of a token reply; an error flag or a missing token fails with the reply's message. */
export const tokenFromReply = (reply: TokenReply, fallback: string): string => {
  const { error, message, token } = reply.data.attributes;
  if (hasErrorFlag(error) || !token) return failWithMessage(message, fallback);
  return token;
};
