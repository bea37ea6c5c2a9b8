import type { NoteContent } from "@lectern/core/notes/domain/noteHtmlRules";

const SENTENCES = [
  "The first law of thermodynamics says that energy is neither created nor destroyed.",
  "In a closed system the change in internal energy equals the heat added minus the work done.",
  "Entropy measures how many microscopic states agree with what we observe at large scale.",
  "A reversible process leaves the total entropy of the system and its surroundings unchanged.",
  "The Carnot cycle sets the highest efficiency any engine between two temperatures can reach.",
  "Heat flows by itself only from a hotter body to a colder one, never the other way round.",
] as const;

/**
 * A student's long note: paragraphs of lecture text, one word in bold per paragraph, until its plain
 * text reaches `characters` (each paragraph about 500 characters, as notes are written).
 */
export const longNote = (characters: number): NoteContent => {
  const paragraphs: string[] = [];
  const texts: string[] = [];
  let length = 0;
  for (let index = 0; length < characters; index += 1) {
    const sentences = Array.from({ length: 6 }, (_, offset) => SENTENCES[(index + offset) % SENTENCES.length]!);
    const text = sentences.join(" ");
    const [first, ...rest] = text.split(" ");
    paragraphs.push(`<p><strong>${first}</strong> ${rest.join(" ")}</p>`);
    texts.push(text);
    length += text.length + 1;
  }
  return { html: paragraphs.join(""), text: texts.join("\n") };
};
