import type { ItsHelpers, WinkMethods } from "wink-nlp";

/** wink-nlp with its English web model: sentence boundaries and part-of-speech tags. */
export interface StudyNlp {
  readonly nlp: WinkMethods;
  readonly its: ItsHelpers;
}

let loading: Promise<StudyNlp> | null = null;

/**
 * Loads wink-nlp and its model on first use and keeps them. Dynamic imports on purpose: whatever
 * imports the engine (the demo backend) must not pull ~1 MB of model into a page's first load.
 */
export const loadStudyNlp = (): Promise<StudyNlp> => {
  loading ??= Promise.all([import("wink-nlp"), import("wink-eng-lite-web-model")]).then(([winkModule, modelModule]) => {
    // Both are CommonJS: Node and Vite hand them over as `default` (a bundler may unwrap twice).
    const winkNLP = (winkModule.default ?? winkModule) as unknown as typeof winkModule.default;
    const model = (modelModule.default ?? modelModule) as unknown as typeof modelModule.default;
    const nlp = winkNLP(model, ["sbd", "pos"]);
    return { nlp, its: nlp.its };
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
};
