import type { IncomingMessage } from "node:http";
import { METHOD_OVERRIDE_HEADER } from "@lectern/core/api/requestConventions";
import type { MultipartFile, WireBody, WireMethod, WireRequest } from "@lectern/core/api/wire";
import { SLIDE_TEXTS } from "../model/slides/slideTexts";
import { SLIDE_UPLOAD_MAX_BYTES } from "../model/slides/slideUploads";
import { REQUEST_TEXTS } from "../routing/requestTexts";

/**
 * Five 10 MiB files' worth (spec 2 §9): the queue keeps a batch under 10 MiB, but a single recorder
 * slice larger than that still travels alone and must not be refused.
 */
export const MAX_BODY_BYTES = 5 * 10 * 1024 * 1024 + 1024 * 1024;

export class BodyTooLarge extends Error {}

/** A multipart `data` part that is not JSON: 400, never read as "no fields" (issue 19). */
export class BodyNotJson extends Error {}

/** Where a file's raw bytes are PUT (the slides' upload URL): its body is the file, up to 100 MB. */
const RAW_UPLOAD_PATH = /^\/*demo\/media\/uploads\//;

const readBytes = async (
  incoming: IncomingMessage,
  limit = MAX_BODY_BYTES,
  tooLarge = `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLarge(tooLarge);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
};

/**
 * Splits a multipart body with the platform's own parser (undici's Request.formData). The `data`
 * part is the JSON document; any other text field (e.g. `slices`) joins it as a property, so a form
 * built by hand reads the same as one built by the HTTP adapters.
 */
const readMultipart = async (bytes: Buffer, contentType: string): Promise<WireBody> => {
  const form = await new Request("http://demo.invalid/", {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(bytes),
  }).formData();
  let data: unknown = null;
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value !== "string") files.push({ field, name: value.name, data: value });
    else if (field !== "data") fields[field] = value;
    else {
      try {
        data = JSON.parse(value) as unknown;
      } catch {
        throw new BodyNotJson(REQUEST_TEXTS.bodyNotJson);
      }
    }
  }
  if (Object.keys(fields).length === 0) return { kind: "multipart", data, files };
  const document = typeof data === "object" && data !== null && !Array.isArray(data) ? data : {};
  return { kind: "multipart", data: { ...fields, ...document }, files };
};

const readBody = async (incoming: IncomingMessage): Promise<WireBody | undefined> => {
  const bytes = await readBytes(incoming);
  if (bytes.length === 0) return undefined;
  const contentType = incoming.headers["content-type"] ?? "";
  if (contentType.toLowerCase().startsWith("multipart/form-data")) return readMultipart(bytes, contentType);
  // Text stays text: the router parses JSON and forms itself, exactly as for the in-process path.
  return { kind: "json", value: bytes.toString("utf8") };
};

/**
 * A Node request as a wire request relative to the API base. A verb that does not "travel"
 * (PUT, PATCH, DELETE sent directly) is turned into POST + override, the one form the router knows;
 * the verb sent wins over an override header it came with (the router refuses verbs it does not know).
 */
export const readWireRequest = async (incoming: IncomingMessage, relativeUrl: string): Promise<WireRequest> => {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(", ") : value;
  }
  const verb = (incoming.method ?? "GET").toUpperCase();
  let method: WireMethod;
  if (verb === "GET" || verb === "POST" || verb === "OPTIONS") {
    method = verb;
  } else {
    method = "POST";
    headers[METHOD_OVERRIDE_HEADER.toLowerCase()] = verb;
  }
  // A raw upload reaches the router as the one file of the request, its bytes untouched (never text).
  const body = RAW_UPLOAD_PATH.test(relativeUrl)
    ? ({
        kind: "multipart",
        data: null,
        files: [
          { field: "file", name: "", data: await readBytes(incoming, SLIDE_UPLOAD_MAX_BYTES, SLIDE_TEXTS.tooLarge) },
        ],
      } satisfies WireBody)
    : await readBody(incoming);
  return { method, url: relativeUrl, headers, ...(body ? { body } : {}) };
};
