/**
 * The bytes of a multipart file as the transports deliver it: a Blob/File (browser, Node's form
 * parser), or an ArrayBuffer, typed array or Buffer (in-process callers in Node). Null otherwise.
 */
export const readFileBytes = async (data: unknown): Promise<Uint8Array | null> => {
  if (typeof Blob !== "undefined" && data instanceof Blob) return new Uint8Array(await data.arrayBuffer());
  if (data instanceof ArrayBuffer) return new Uint8Array(data.slice(0));
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice();
  return null;
};
