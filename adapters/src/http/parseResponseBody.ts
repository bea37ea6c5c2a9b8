/** Parsed JSON when the text is JSON, the text otherwise, null when empty (WireResponse.body). */
export const parseResponseBody = (text: string): unknown => {
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};
