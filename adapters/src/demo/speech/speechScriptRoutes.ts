import { asRecord, attributesOf, requireValid, textOf } from "../routing/bodyFields";
import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";
import type { DemoSpeechScript } from "./DemoSpeechScript";

const describe = (script: DemoSpeechScript) => ({
  type: "speech_script",
  attributes: {
    sentences: script.current.sentences.map((words) => words.join(" ")),
    words: script.current.sentences.reduce((sum, words) => sum + words.length, 0),
    lead_silence_steps: script.current.leadSilenceSteps,
  },
});

/**
 * Test control (only with the server's test controls on): what the demo speech endpoint says.
 * POST demo/speech/script takes `{ "text": "…", "lead_silence_ms": 0 }` (or the same as JSON:API
 * data.attributes); the next listen connection replays it. DELETE demo/speech/script restores the
 * default script.
 */
export const speechScriptRoutes = (script: DemoSpeechScript): readonly Route[] => [
  route("POST", "demo/speech/script", ({ request }) => {
    const plain = asRecord(request.body) ?? {};
    const fields = "data" in plain ? attributesOf(request.body) : plain;
    const text = textOf(fields["text"]).trim();
    const lead = fields["lead_silence_ms"] ?? 0;
    requireValid(
      [
        ["text", text ? null : "The text is required."],
        [
          "lead_silence_ms",
          typeof lead === "number" && Number.isFinite(lead) && lead >= 0 ? null : "The lead silence must be 0 or more.",
        ],
      ],
      "data" in plain ? "/data/attributes" : "",
    );
    script.set(text, lead as number);
    return dataReply(describe(script));
  }),
  route("DELETE", "demo/speech/script", () => {
    script.reset();
    return dataReply(describe(script));
  }),
];
