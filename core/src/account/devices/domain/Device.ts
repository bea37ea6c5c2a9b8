/** The phones the mobile app runs on (spec 3 §3 "Device"). */
export const PHONE_TYPES = ["ios", "android"] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

/** A paired phone (spec 3 §3 "Device": type, model, reference, device_token, created_at, updated_at). */
export interface Device {
  readonly id: string;
  /** "ios" or "android"; another value from the server is shown as it is. */
  readonly type: string;
  readonly model: string;
  /** A short readable id, for support. */
  readonly reference: string;
  /** Epoch milliseconds. */
  readonly pairedAt: number;
  readonly updatedAt: number;
}

export const MAX_MODEL_LENGTH = 128;

/** The name a person knows the phone's system by. */
export const phoneTypeLabel = (type: string): string => {
  if (type === "ios") return "iPhone";
  if (type === "android") return "Android";
  return type;
};
