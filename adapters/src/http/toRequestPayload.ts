import type { MultipartFile, WireBody } from "@lectern/core/api/wire";

const toBlob = (data: unknown): Blob => {
  if (data instanceof Blob) return data;
  if (data instanceof ArrayBuffer) return new Blob([data]);
  if (ArrayBuffer.isView(data))
    return new Blob([new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice()]);
  if (typeof data === "string") return new Blob([data]);
  throw new TypeError("A multipart file must be a Blob, an ArrayBuffer, a typed array (Buffer) or a string.");
};

const appendFile = (form: FormData, file: MultipartFile): void => {
  form.append(file.field, toBlob(file.data), file.name);
};

/**
 * The body as it goes out: JSON text, or multipart with a `data` part holding the JSON document and
 * one part per file (spec 3 §7). Multipart gets no Content-Type here: the transport adds the boundary.
 */
export const toRequestPayload = (body: WireBody | undefined): string | FormData | undefined => {
  if (!body) return undefined;
  if (body.kind === "json") return JSON.stringify(body.value);
  const form = new FormData();
  if (body.data !== null && body.data !== undefined) form.append("data", JSON.stringify(body.data));
  for (const file of body.files) appendFile(form, file);
  return form;
};
