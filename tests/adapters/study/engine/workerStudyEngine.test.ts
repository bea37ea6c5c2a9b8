import { createInlineStudyEngine } from "@lectern/adapters/demo/study/engine/createInlineStudyEngine";
import { createWorkerStudyEngine } from "@lectern/adapters/demo/study/engine/createWorkerStudyEngine";
import type { StudyInput } from "@lectern/adapters/demo/study/engine/StudyEngine";
import type { StudyWorkerReply, StudyWorkerRequest } from "@lectern/adapters/demo/study/engine/studyWorkerMessages";
import { describe, expect, it } from "vitest";

const input: StudyInput = {
  sentences: [
    { text: "Osmosis is the movement of water across a partially permeable membrane.", start: 0, end: 4 },
    { text: "Diffusion moves small molecules down their concentration gradient.", start: 4.5, end: 8 },
    { text: "Active transport uses energy from ATP to pump ions against the gradient.", start: 8.5, end: 12 },
    { text: "For next week, please read chapter four on membranes.", start: 12.5, end: 15 },
  ],
  highlights: [],
  notes: [],
};

/** A stand-in worker that runs the real inline engine, answering like studyWorker.ts does (structured clone included). */
const standInWorker = (options: { failToStart?: boolean } = {}) => {
  const engine = createInlineStudyEngine();
  const listeners: Record<string, ((event: unknown) => void)[]> = { message: [], error: [] };
  const worker = {
    requests: [] as StudyWorkerRequest[],
    terminated: false,
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners[type]!.push(listener),
    terminate: () => {
      worker.terminated = true;
    },
    postMessage: (message: StudyWorkerRequest) => {
      const request = structuredClone(message);
      worker.requests.push(request);
      if (options.failToStart) {
        queueMicrotask(() => listeners.error!.forEach((listener) => listener({ message: "" })));
        return;
      }
      const work: Promise<StudyWorkerReply> =
        request.kind === "generate"
          ? engine
              .generate(request.input, request.options)
              .then((material) => ({ id: request.id, kind: "generated", material }))
          : request.question === "explode"
            ? Promise.resolve({ id: request.id, kind: "failed", reason: "It broke." })
            : engine
                .answer(request.key, request.input, request.question)
                .then((answer) => ({ id: request.id, kind: "answered", answer }));
      void work.then((reply) => listeners.message!.forEach((listener) => listener({ data: structuredClone(reply) })));
    },
  };
  return worker;
};

describe("the study engine in a worker", () => {
  it("answers like the inline engine, each reply to its own request, with one worker for all", async () => {
    const workers: ReturnType<typeof standInWorker>[] = [];
    const engine = createWorkerStudyEngine(() => {
      const worker = standInWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    });
    const [material, answer] = await Promise.all([
      engine.generate(input, { questionCount: 2 }),
      engine.answer("lecture", input, "how does water cross the membrane"),
    ]);
    expect(material).toEqual(await createInlineStudyEngine().generate(input, { questionCount: 2 }));
    expect(material.actionItems.map((item) => item.start)).toEqual([12.5]);
    expect(answer.passages[0]?.start).toBe(0);
    await engine.answer("lecture", input, "what is diffusion");
    expect(workers).toHaveLength(1);
    expect(workers[0]!.requests.map((request) => request.id)).toEqual([1, 2, 3]);
  });

  it("turns a failed request into an error, and a worker that cannot start into errors and a fresh worker", async () => {
    const broken = createWorkerStudyEngine(() => standInWorker() as unknown as Worker);
    await expect(broken.answer("lecture", input, "explode")).rejects.toThrow("It broke.");

    let made = 0;
    const dying = createWorkerStudyEngine(() => {
      made += 1;
      return standInWorker({ failToStart: made === 1 }) as unknown as Worker;
    });
    await expect(dying.generate(input)).rejects.toThrow("The study worker failed: it could not start.");
    await expect(dying.generate(input)).resolves.toMatchObject({ actionItems: [{ start: 12.5 }] });
    expect(made).toBe(2);
  });
});
