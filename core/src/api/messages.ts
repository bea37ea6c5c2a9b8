import { SHARED_TEXTS } from "../kernel/sharedTexts";

/** Texts of the request layer, verbatim from spec 1 §8 and spec 3 §5/§8. */
export const API_MESSAGES = {
  offline: "ErrorResponseInterceptor: Check your internet connection. Seems like you are offline!",
  missingData: "ResponseInterceptorError: Unknown error, response came back without data attribute",
  somethingWentWrong: SHARED_TEXTS.somethingWentWrong,
} as const;
