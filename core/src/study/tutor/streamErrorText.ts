import { API_MESSAGES } from "../../api/messages";
import { apiErrorFromResponse } from "../../api/apiErrorFromResponse";
import { errorText } from "../../kernel/ApiError";
import { TUTOR_TEXTS } from "./tutorTexts";

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The text a failed stream should show. Transports reject with the reply's body text (HttpPort.stream);
 * a JSON:API error document there is read like any other error reply, so the person sees its message
 * ("The tutor is not part of your plan."), not JSON. A fetch that never reached the server reads as offline.
 */
export const streamErrorText = (error: unknown): string => {
  if (error instanceof TypeError && /fetch/i.test(error.message)) return API_MESSAGES.offline;
  const text = errorText(error).trim();
  // The in-tab backend's "no answer" (its network switched off), like a fetch that never arrived.
  if (text === "HTTP 0") return API_MESSAGES.offline;
  if (text === "") return TUTOR_TEXTS.couldNotAnswer;
  const body = parsed(text);
  if (typeof body !== "object" || body === null) return text;
  const message = apiErrorFromResponse({ status: 400, headers: {}, body }).message;
  return message === API_MESSAGES.somethingWentWrong ? TUTOR_TEXTS.couldNotAnswer : message;
};
