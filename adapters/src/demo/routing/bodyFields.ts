import { DemoHttpError, type DemoErrorObject } from "./DemoHttpError";

type Loose = Readonly<Record<string, unknown>>;

export const asRecord = (value: unknown): Loose | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Loose) : null;

/** `body.data` of a JSON:API document, or an empty object. */
export const dataOf = (body: unknown): Loose => asRecord(asRecord(body)?.["data"]) ?? {};

/** `body.data.attributes`, or an empty object. */
export const attributesOf = (body: unknown): Loose => asRecord(dataOf(body)["attributes"]) ?? {};

/** A string field; anything else reads as empty so the "required" rule reports it. */
export const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

export const booleanOf = (value: unknown, fallback: boolean): boolean =>
  typeof value === "boolean" ? value : value === "true" ? true : value === "false" ? false : fallback;

/** One field's verdict: the message of its failed rule (or null), and where the field sits in the body. */
export type FieldCheck = readonly [field: string, message: string | null, pointer?: string];

/**
 * Fails with 422 listing every failed field (JSON:API `source.pointer`); the first failure's message
 * is the title, which is what the interface shows.
 */
export const requireValid = (checks: readonly FieldCheck[], pointerBase = "/data/attributes"): void => {
  const errors: DemoErrorObject[] = checks
    .filter((check): check is readonly [string, string, string?] => check[1] !== null)
    .map(([field, message, pointer]) => ({
      title: message,
      message,
      detail: `${field}: ${message}`,
      source: { pointer: pointer ?? `${pointerBase}/${field}` },
    }));
  if (errors.length) throw new DemoHttpError(422, errors);
};
