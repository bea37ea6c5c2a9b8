/** Only web addresses go to the system browser: file:, javascript: or custom schemes could run things. */
export const isWebUrl = (url: unknown): url is string => {
  if (typeof url !== "string") return false;
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
};
