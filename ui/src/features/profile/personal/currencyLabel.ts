/** Names of currencies in English, made once (Intl knows them; no table to keep). */
let names: Intl.DisplayNames | null | undefined;

/** "GBP · British Pound"; the code alone when the browser has no name for it. */
export const currencyLabel = (code: string): string => {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(["en"], { type: "currency" });
    } catch {
      names = null;
    }
  }
  const name = names?.of(code);
  return name && name !== code ? `${code} · ${name}` : code;
};
