// Long enough for the browser to have read the download; the text is small, so the wait costs little.
const REVOKE_AFTER_MS = 60_000;

/** Hands a text to the browser's download under `name`. */
export const saveTextFile = (text: string, name: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
};
