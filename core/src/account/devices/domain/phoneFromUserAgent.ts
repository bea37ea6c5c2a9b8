import { MAX_MODEL_LENGTH, type PhoneType } from "./Device";

/** What the pairing page can tell of the phone it runs on. */
export interface DetectedPhone {
  /** null when the browser is not on an iPhone, iPad or Android device. */
  readonly type: PhoneType | null;
  /** A readable model ("Pixel 8", "iPhone"); a generic name when the browser hides the model. */
  readonly model: string;
}

/** Chrome's reduced user agent says "Android 10; K" instead of the model. */
const HIDDEN_MODELS = new Set(["k", "mobile", "tablet", "wv", "linux", "u"]);

const androidModel = (userAgent: string): string => {
  const inside = /\(([^)]*Android[^)]*)\)/i.exec(userAgent)?.[1] ?? "";
  const parts = inside.split(";").map((part) => part.trim());
  const afterVersion = parts.findIndex((part) => /^Android\b/i.test(part));
  // Locales ("ko-kr") and Firefox's "rv:125.0" are not models.
  const named = parts
    .slice(afterVersion + 1)
    .find((part) => part !== "" && !/^([a-z]{2}[-_][a-z]{2}|rv:.*)$/i.test(part));
  const candidate = (named ?? "").replace(/\s*Build\/.*$/i, "").trim();
  return candidate && !HIDDEN_MODELS.has(candidate.toLowerCase()) ? candidate : "Android phone";
};

/**
 * The phone type and model from a browser's user agent (the pairing page sends them with
 * POST devices/pair). Pure, so every user agent can be tried in a test.
 */
export const phoneFromUserAgent = (userAgent: string): DetectedPhone => {
  let phone: DetectedPhone;
  if (/\biPhone\b/.test(userAgent)) phone = { type: "ios", model: "iPhone" };
  else if (/\biPad\b/.test(userAgent)) phone = { type: "ios", model: "iPad" };
  else if (/\biPod\b/.test(userAgent)) phone = { type: "ios", model: "iPod touch" };
  else if (/\bAndroid\b/i.test(userAgent)) phone = { type: "android", model: androidModel(userAgent) };
  else phone = { type: null, model: "" };
  return { ...phone, model: phone.model.slice(0, MAX_MODEL_LENGTH) };
};
