import { randomToken } from "../crypto/randomToken";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoDevice } from "../db/DemoSnapshot";
import { DemoHttpError } from "../routing/DemoHttpError";
import { iso } from "../routing/replies";

/** The phones the mobile app runs on (spec 3 §3 "Device"). */
export const DEVICE_TYPES = ["ios", "android"] as const;
export type DemoDeviceType = (typeof DEVICE_TYPES)[number];
export const MAX_DEVICE_MODEL_LENGTH = 128;

export const DEVICE_TEXTS = {
  notFound: "This device is not paired with your account.",
  type: `The type must be one of ${DEVICE_TYPES.join(", ")}.`,
  modelRequired: "The model field is required.",
  modelTooLong: `The model may not be greater than ${MAX_DEVICE_MODEL_LENGTH} characters.`,
} as const;

export const deviceTypeProblem = (type: unknown): string | null =>
  DEVICE_TYPES.includes(type as DemoDeviceType) ? null : DEVICE_TEXTS.type;

export const deviceModelProblem = (model: unknown): string | null => {
  const text = typeof model === "string" ? model.trim() : "";
  if (!text) return DEVICE_TEXTS.modelRequired;
  return text.length > MAX_DEVICE_MODEL_LENGTH ? DEVICE_TEXTS.modelTooLong : null;
};

/** The JSON:API `devices` resource. */
export const deviceResource = (device: DemoDevice) => ({
  id: device.id,
  type: "devices",
  attributes: {
    type: device.type,
    model: device.model,
    reference: device.reference,
    device_token: device.deviceToken,
    created_at: iso(device.createdAt),
    updated_at: iso(device.updatedAt),
  },
});

/** A user's paired phones, the most recently paired first. */
export const devicesOf = (db: DemoDatabase, userId: string): DemoDevice[] =>
  db.data.devices
    .filter((device) => device.userId === userId)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));

/** Unpairs one of the user's phones; another user's (or an unknown) id is a 404, as if it did not exist. */
export const removeDevice = (db: DemoDatabase, userId: string, deviceId: string): void => {
  const device = db.data.devices.find((candidate) => candidate.id === deviceId && candidate.userId === userId);
  if (!device) throw new DemoHttpError(404, { title: DEVICE_TEXTS.notFound });
  db.mutate((data) => {
    data.devices = data.devices.filter((candidate) => candidate !== device);
  });
};

/** 'LCT-3F9A-C2': short enough to read out to support, unique enough among one user's phones. */
const readableReference = (id: string): string => {
  const random = randomToken(3).toUpperCase();
  return `LCT-${id.padStart(4, "0")}-${random}`;
};

/** Stores a newly paired phone for `userId` (the pairing code already taken). */
export const addDevice = (
  db: DemoDatabase,
  userId: string,
  fields: { readonly type: DemoDeviceType; readonly model: string },
  now: number,
): DemoDevice =>
  db.mutate((data) => {
    data.counters.devices += 1;
    const id = String(data.counters.devices);
    const device: DemoDevice = {
      id,
      userId,
      type: fields.type,
      model: fields.model.trim(),
      reference: readableReference(id),
      deviceToken: randomToken(32),
      createdAt: now,
      updatedAt: now,
    };
    data.devices.push(device);
    return device;
  });
