import { createInlineStudyEngine } from "./createInlineStudyEngine";
import type { StudyWorkerReply, StudyWorkerRequest } from "./studyWorkerMessages";

/**
 * The browser's study worker: the inline engine (wink, MiniSearch) off the page's thread. Typed by
 * hand rather than with the WebWorker lib, which cannot share a program with the DOM lib the adapters
 * compile with.
 */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<StudyWorkerRequest>) => void) | null;
  postMessage(message: StudyWorkerReply): void;
};

const engine = createInlineStudyEngine();

scope.onmessage = (event) => {
  const request = event.data;
  const work: Promise<StudyWorkerReply> =
    request.kind === "generate"
      ? engine
          .generate(request.input, request.options)
          .then((material) => ({ id: request.id, kind: "generated", material }))
      : engine
          .answer(request.key, request.input, request.question)
          .then((answer) => ({ id: request.id, kind: "answered", answer }));
  work.then(
    (reply) => scope.postMessage(reply),
    (error: unknown) =>
      scope.postMessage({
        id: request.id,
        kind: "failed",
        reason: error instanceof Error ? error.message : String(error),
      }),
  );
};
