export const FileUploadPort = Symbol.for("FileUploadPort");

/** What core knows of the file sent (core has no DOM types): a browser Blob or File fits as it is. */
export interface UploadBlob {
  readonly size: number;
  readonly type: string;
}

/** A file on its way to an upload URL: how much of it has gone out, 0–1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends a file to an upload URL the API handed out (spec 3 §7 "Upload": `GET v2/upload/url/stream/
 * {id}/{kind}?filename=` then a PUT of the file as the body, with its content type, reporting
 * progress). The API's own calls go through ApiClient; this PUT goes where the URL says.
 */
export interface FileUploadPort {
  /**
   * Resolves once the server took the whole file (2xx). Rejects with an ApiError (core/src/kernel/
   * ApiError) carrying the status and the server's message, status 0 when no answer came back.
   */
  put(url: string, data: UploadBlob, contentType: string, onProgress?: UploadProgress): Promise<void>;
}
