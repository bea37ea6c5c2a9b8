import * as Data from "effect/Data";

/** The API error object of spec 3 §8: what every failed call becomes, with the text to show. */
export class ApiError extends Data.TaggedError("ApiError")<{
  readonly id?: string;
  /** HTTP status; 0 when no answer came back. */
  readonly status: number;
  readonly title: string;
  readonly message: string;
  readonly detail?: string;
  readonly meta?: { readonly trace?: unknown; readonly source?: unknown; readonly body?: unknown };
}> {}

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === "ApiError";

/** The text a person should read for any thrown value. */
export const errorText = (error: unknown): string => {
  if (isApiError(error)) return error.message || error.title;
  if (error instanceof Error) return error.message;
  return String(error);
};
