import { SHARED_TEXTS } from "@lectern/core/kernel/sharedTexts";

/** The longest message /error shows from its address; a longer one is cut with an ellipsis. */
export const ERROR_MESSAGE_MAX_LENGTH = 300;

/** Every text of /error, in one place. */
export const ERROR_TEXTS = {
  /** The heading by code (spec 3 §2 error page; 'Something went wrong' is spec 3 §8's fallback title). */
  notFound: "Page not found",
  forbidden: "You don't have access to this page",
  generic: SHARED_TEXTS.somethingWentWrong,
  codeLabel: (code: string): string => `Error ${code}`,
  defaultMessage: {
    "404": "The page you are looking for does not exist or has been moved.",
    "403": "This page belongs to another account, or your plan does not include it.",
    other: "Lectern could not finish what you asked for.",
  },
  help: "If this keeps happening, contact Lectern support and quote the error code.",
  helpWithoutCode: "Try again, or go back to your recordings. If this keeps happening, contact Lectern support.",
  goToRecordings: "Go to my recordings",
  goBack: "Go back",
} as const;
