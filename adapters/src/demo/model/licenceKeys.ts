import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoLicence } from "../db/DemoSnapshot";

/** Keys are matched ignoring case and white space ('abc 123 xyz' = 'ABC123XYZ'). */
export const normaliseLicenceKey = (key: string): string => key.replace(/\s+/g, "").toUpperCase();

export const findLicence = (db: DemoDatabase, key: string): DemoLicence | null =>
  db.data.licences.find((licence) => normaliseLicenceKey(licence.key) === normaliseLicenceKey(key)) ?? null;

/** Whether this user may still redeem the key (already redeemed by them counts as yes). */
export const canRedeem = (licence: DemoLicence, userId: string): boolean =>
  licence.activations.some((activation) => activation.userId === userId) ||
  licence.activations.length < licence.maxActivations;
