import type { StudyEngine, StudyMaterial, TutorAnswer } from "./StudyEngine";
import type { StudyWorkerReply, StudyWorkerRequest } from "./studyWorkerMessages";

/** Makes the worker; the browser's composition passes createStudyWorker, tests a stand-in. */
export type StudyWorkerFactory = () => Pick<Worker, "postMessage" | "addEventListener" | "terminate">;

type Pending = { resolve: (reply: StudyWorkerReply) => void };
/** A request before it is given its id. */
type Unnumbered<T> = T extends unknown ? Omit<T, "id"> : never;

/**
 * A StudyEngine that runs in a Web Worker, made on first use and reused for every later request (the
 * NLP model and the tutor's indexes stay loaded there). A worker that dies (a crash, a script that
 * failed to load) fails the requests it held, with the reason, and the next request gets a fresh one.
 */
export const createWorkerStudyEngine = (createWorker: StudyWorkerFactory): StudyEngine => {
  let worker: ReturnType<StudyWorkerFactory> | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (reason: string): void => {
    for (const [id, request] of pending) request.resolve({ id, kind: "failed", reason });
    pending.clear();
    worker?.terminate();
    worker = null;
  };

  const started = (): ReturnType<StudyWorkerFactory> => {
    if (worker) return worker;
    const created = createWorker();
    created.addEventListener("message", (event) => {
      const reply = (event as MessageEvent<StudyWorkerReply>).data;
      const request = pending.get(reply.id);
      pending.delete(reply.id);
      request?.resolve(reply);
    });
    created.addEventListener("error", (event) => {
      failAll(`The study worker failed: ${(event as ErrorEvent).message || "it could not start"}.`);
    });
    worker = created;
    return created;
  };

  const send = (request: Unnumbered<StudyWorkerRequest>): Promise<StudyWorkerReply> =>
    new Promise((resolve) => {
      const id = (nextId += 1);
      pending.set(id, { resolve });
      started().postMessage({ ...request, id } as StudyWorkerRequest);
    });

  return {
    async generate(input, options): Promise<StudyMaterial> {
      const reply = await send({ kind: "generate", input, options });
      if (reply.kind === "generated") return reply.material;
      throw new Error(reply.kind === "failed" ? reply.reason : "The study worker answered something else.");
    },
    async answer(key, input, question): Promise<TutorAnswer> {
      const reply = await send({ kind: "answer", key, input, question });
      if (reply.kind === "answered") return reply.answer;
      throw new Error(reply.kind === "failed" ? reply.reason : "The study worker answered something else.");
    },
  };
};
