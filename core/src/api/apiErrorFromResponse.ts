import { ApiError } from "../kernel/ApiError";
import { API_MESSAGES } from "./messages";
import type { WireResponse } from "./wire";

type Loose = Record<string, unknown>;
const asRecord = (value: unknown): Loose | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Loose) : null;
const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined);

/**
 * Turns a failed answer into the typed API error. Reads a JSON:API `errors[0]` object, a bare
 * `{ title, message }` object, or a text body; status 0 gets the offline text of spec 3 §8.
 */
export const apiErrorFromResponse = (response: WireResponse): ApiError => {
  if (response.status <= 0) {
    return new ApiError({ status: 0, title: API_MESSAGES.somethingWentWrong, message: API_MESSAGES.offline });
  }
  const body = asRecord(response.body);
  const errors = body?.["errors"];
  const first = Array.isArray(errors) ? asRecord(errors[0]) : body;
  const title =
    text(first?.["title"]) ?? text(first?.["message"]) ?? text(response.body) ?? API_MESSAGES.somethingWentWrong;
  const message = text(first?.["message"]) ?? text(first?.["detail"]) ?? title;
  const meta = asRecord(first?.["meta"]);
  return new ApiError({
    id: text(first?.["id"]),
    status: response.status,
    title,
    message,
    detail: text(first?.["detail"]),
    meta: meta ? { trace: meta["trace"], source: meta["source"], body: response.body } : { body: response.body },
  });
};
