// Long enough for every browser to have started reading the download; short enough not to hold a
// recording-sized blob for the rest of the session.
const REVOKE_AFTER_MS = 60_000;

/** Hands a file to the browser's download under `name` (spec 3 §7 "File download"). */
export const saveFile = (file: Blob, name: string): void => {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
};
