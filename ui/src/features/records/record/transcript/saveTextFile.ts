import { saveFile } from "../../../../kit/saveFile";

/** Hands a text to the browser's download under `name`. */
export const saveTextFile = (text: string, name: string, type: string): void =>
  saveFile(new Blob([text], { type }), name);
