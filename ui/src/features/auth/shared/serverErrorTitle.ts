import { errorText, isApiError } from "@lectern/core/kernel/ApiError";

/** Spec 1 §8: login, registration, reset and token-login failures show the server's error title. */
export const serverErrorTitle = (error: unknown): string =>
  isApiError(error) ? error.title || error.message : errorText(error);
