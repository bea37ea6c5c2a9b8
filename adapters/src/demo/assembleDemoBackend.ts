import { DemoDatabase } from "./db/DemoDatabase";
import type { DemoPersistence } from "./db/DemoPersistence";
import { DemoRouter } from "./DemoRouter";
import { InProcessHttp } from "./InProcessHttp";
import type { DemoMediaStore } from "./media/DemoMediaStore";
import type { MediaAddresses } from "./media/MediaAddresses";
import type { DemoPlanCapacity } from "./model/demoPlan";
import type { ChannelAuthorizer } from "./model/ChannelAuthorizer";
import { attachmentKeysOf } from "./model/noteAttachmentKeys";
import type { DemoFaults } from "./model/DemoFaults";
import { type NoteHtmlWindow, registerNoteHtmlWindow } from "./model/noteHtml/noteHtmlWindowRegistry";
import type { HeardCaptions, WhisperSource } from "./model/heardCaptions";
import type { DemoProcessing } from "./processing/DemoProcessing";
import { registerDemoProcessing } from "./processing/processingRegistry";
import type { WaveformComputer } from "./processing/WaveformComputer";
import type { RealtimePublisher } from "./RealtimePublisher";
import type { Route } from "./routing/Route";
import { createDemoSeed } from "./seed/createDemoSeed";
import { withDemoLectureFiles } from "./seed/lectures/withDemoLectureFiles";
import { hasUnprocessedStreams } from "./processing/unprocessedStreams";
import type { ServerTranscription } from "./processing/ServerTranscription";
import { registerServerTranscription } from "./processing/transcriptionRegistry";
import type { BatchSpeechToText } from "./speech/BatchSpeechToText";
import type { StudyEngine } from "./study/engine/StudyEngine";
import type { StudyPipeline } from "./study/StudyPipeline";
import { registerStudyPipeline } from "./study/studyRegistry";

export interface DemoBackendOptions {
  /** IdbDemoPersistence in the browser, MemoryDemoPersistence in tests. */
  readonly persistence: DemoPersistence;
  /**
   * False when `persistence` lasts only as long as this tab (the browser's fallback to memory): the
   * merge's reply then says so, and the client keeps its copy. True (the default) otherwise.
   */
  readonly durable?: boolean;
  /** Recording bytes: IdbDemoMediaStore in the browser; memory by default. */
  readonly media?: DemoMediaStore;
  /**
   * Where clients read media: the Node server's Range-serving addresses; blob: URLs of `media` (the
   * tab) by default.
   */
  readonly mediaAddresses?: (media: DemoMediaStore, database: DemoDatabase) => MediaAddresses;
  /** Epoch milliseconds, e.g. the app's ClockPort.now. */
  readonly now: () => number;
  /** Where real-time events go: the in-process socket in the browser, a Pusher publisher on the Node server. */
  readonly publisher?: RealtimePublisher;
  /** Signs private channels; the Node server signs for its Pusher-protocol server. */
  readonly channelAuthorizer?: ChannelAuthorizer;
  /** Extra routes (the Node server's speech script for tests), matched before the built-in ones. */
  readonly routes?: readonly Route[];
  /** The browser's online state, so the demo goes offline with the machine. */
  readonly isOnline?: () => boolean;
  /**
   * The demo's own doors (demo/outbox, the stand-in identity provider, the card provider, demo/reset)
   * and its seeded account: on by default (the tab, tests); the Node server turns them off unless it
   * was started in a demo or test mode.
   */
  readonly demoEndpoints?: boolean;
  /** Also answer the test-only routes (demo/faults, demo/media, demo/monitoring) over `http`. */
  readonly testControls?: boolean;
  /** The capacity of accounts without a licence; DEMO_PLAN_CAPACITY by default. */
  readonly demoPlan?: DemoPlanCapacity;
  /** Waited before every request, e.g. a benchmark's 150 ms of server latency (needs `faults`). */
  readonly addedDelayMs?: number;
  /** Faults tests arm; none (inertDemoFaults) in a shipped tab, so their code is never fetched there. */
  readonly faults?: DemoFaults;
  /** How delays (added or injected) wait; setTimeout by default, a virtual clock in model tests. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Load route groups on their first request (the browser: less to fetch); all up front by default. */
  readonly routesOnDemand?: boolean;
  /** How merged recordings become waveforms: a Web Worker in the browser; inline (Node) by default. */
  readonly waveform?: WaveformComputer;
  /** Client events on sessions' channels, so the backend hears the captions that become transcripts. */
  readonly whispers?: WhisperSource;
  /**
   * Study material and the tutor: the worker engine in the tab (or a loader of it, called on first
   * use); the inline engine (loaded on first use) by default.
   */
  readonly study?: StudyEngine | (() => Promise<StudyEngine>);
  /**
   * The speech provider's batch call (issue 21): a merged recording that got no transcript from
   * captions heard live is transcribed through it (ServerTranscription). The Node server's; the tab has none.
   */
  readonly speech?: BatchSpeechToText;
  /** The waits between transcription tries; TRANSCRIPTION_RETRY_DELAYS_MS by default. */
  readonly transcriptionRetryDelaysMs?: readonly number[];
  /**
   * The window notes' HTML is sanitised on (issue 22), got with the first note written as HTML: the
   * page's own by default (the tab); openDemoBackend gives Node a jsdom window.
   */
  readonly noteHtmlWindow?: NoteHtmlWindow;
}

/** The demo backend without its test controls (what a production tab runs). */
export interface DemoBackendParts {
  readonly database: DemoDatabase;
  readonly router: DemoRouter;
  /** The HttpPort to bind in demo mode. */
  readonly http: InProcessHttp;
  /** Processing after the merge (waveforms): tests await `whenIdle()`. */
  readonly processing: Pick<DemoProcessing, "whenIdle">;
  /** Study-material generation: tests await `whenIdle()`. */
  readonly study: Pick<StudyPipeline, "whenIdle">;
  /** Server-side transcription after merges (only with `speech`): tests await `whenIdle()`. */
  readonly transcription: Pick<ServerTranscription, "whenIdle">;
  /** The captions heard on sessions' channels (the Node server feeds it from its listening client). */
  readonly heardCaptions: Pick<HeardCaptions, "hear">;
}

/**
 * The one place the demo backend is assembled, for the browser (openBrowserDemo) and, with its test
 * controls, for the Node server and the tests (openDemoBackend), so both open the snapshot and trim
 * the media store the same way.
 */
export const assembleDemoBackend = async (options: DemoBackendOptions): Promise<DemoBackendParts> => {
  const database = await DemoDatabase.open(
    options.persistence,
    () => createDemoSeed(options.now(), { accounts: options.demoEndpoints ?? true }),
    options.durable ?? true,
  );
  // The seeded lectures' waveforms are committed files the store answers for every account. A
  // database that is not durable keeps its bytes in memory too: stored, they would outlive the
  // snapshot that knows them.
  // Memory is the rare fallback: loaded only then, never with the sign-in page's backend.
  const stored = database.durable ? options.media : undefined;
  const media = withDemoLectureFiles(
    stored ?? new (await import("./media/MemoryDemoMediaStore")).MemoryDemoMediaStore(),
  );
  const router = new DemoRouter({
    database,
    now: options.now,
    media,
    ...(options.mediaAddresses ? { addresses: options.mediaAddresses(media, database) } : {}),
    ...(options.publisher ? { publisher: options.publisher } : {}),
    ...(options.channelAuthorizer ? { channelAuthorizer: options.channelAuthorizer } : {}),
    ...(options.routes ? { routes: options.routes } : {}),
    demoEndpoints: options.demoEndpoints ?? true,
    ...(options.testControls ? { testControls: true } : {}),
    ...(options.demoPlan ? { demoPlan: options.demoPlan } : {}),
    ...(options.addedDelayMs ? { addedDelayMs: options.addedDelayMs } : {}),
    ...(options.faults ? { faults: options.faults } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    afterChange: () => startStudy(),
  });
  if (!options.routesOnDemand) await router.loadAllRoutes();
  // The tab sanitises on the page's own window (noteHtmlWindows' default); the Node server on jsdom.
  if (options.noteHtmlWindow) registerNoteHtmlWindow(database, options.noteHtmlWindow);
  const exclusive = <T>(work: () => T | Promise<T>): Promise<T> => router.exclusive(() => work());
  // The pipeline and the captions listener load on first use: the browser fetches this module on
  // /auth/login's first input, whose script budget has no room for them.
  let pipeline: Promise<DemoProcessing> | null = null;
  const loadProcessing = () =>
    (pipeline ??= Promise.all([import("./processing/DemoProcessing"), import("./processing/WaveformComputer")]).then(
      ([{ DemoProcessing }, { inlineWaveformComputer }]) =>
        new DemoProcessing({
          db: database,
          media,
          events: router.events,
          waveform: options.waveform ?? inlineWaveformComputer,
          exclusive,
        }),
    ));
  registerDemoProcessing(database, loadProcessing);
  // Study material: the pipeline (and the engine) load with the first queued job or tutor question.
  let studying: Promise<StudyPipeline> | null = null;
  const loadStudy = () =>
    (studying ??= import("./study/StudyPipeline").then(
      ({ StudyPipeline }) =>
        new StudyPipeline({ db: database, events: router.events, now: options.now, exclusive, engine: options.study }),
    ));
  registerStudyPipeline(database, loadStudy);
  // Transcription of recordings nothing was captioned for: only a backend with a speech service.
  let transcribing: Promise<ServerTranscription> | null = null;
  const speech = options.speech;
  const loadTranscription = speech
    ? () =>
        (transcribing ??= import("./processing/ServerTranscription").then(
          ({ ServerTranscription }) =>
            new ServerTranscription({
              db: database,
              media,
              events: router.events,
              speech,
              now: options.now,
              exclusive,
              ...(options.sleep ? { sleep: options.sleep } : {}),
              ...(options.transcriptionRetryDelaysMs ? { retryDelaysMs: options.transcriptionRetryDelaysMs } : {}),
            }),
        ))
    : null;
  if (loadTranscription) registerServerTranscription(database, loadTranscription);
  // After every change (a transcript made, a request for material, a new account's lectures), and
  // now: a reload (or a restarted server) finishes the jobs the last one left.
  const startStudy = () => {
    if (database.data.studyJobs.length) void loadStudy().then((study) => study.kick());
  };
  // Bytes of streams and files the snapshot no longer knows (it was reset) would otherwise stay for
  // ever; but while a snapshot is kept aside (or left to a newer build) they may be its recordings.
  // Under the cross-tab lock, after catching up: a stream another tab just made is known, never deleted.
  if (!database.storage) {
    await router.exclusive(async ({ db }) => {
      await media.retainOnly(db.data.streams.map((stream) => stream.id));
      await media.retainOnlyFiles([
        ...attachmentKeysOf(db.data.notes),
        ...db.data.slideSets.map((set) => set.key),
        ...db.data.streams.flatMap((stream) => (stream.waveformKey ? [stream.waveformKey] : [])),
      ]);
    });
  }
  startStudy();
  // A reload (or a restarted server) finishes what the last one left processing.
  if (hasUnprocessedStreams(database)) void loadProcessing().then((processing) => processing.resume());
  let listener: Promise<HeardCaptions> | null = null;
  const heardCaptions = {
    hear: async (channel: string, event: string, data: unknown) => {
      listener ??= import("./model/heardCaptions").then(
        ({ HeardCaptions }) => new HeardCaptions({ db: database, now: options.now, exclusive }),
      );
      return (await listener).hear(channel, event, data);
    },
  };
  options.whispers?.listenToWhispers((channel, event, data) => void heardCaptions.hear(channel, event, data));
  return {
    database,
    router,
    processing: { whenIdle: async () => (pipeline ? (await pipeline).whenIdle() : undefined) },
    study: { whenIdle: async () => (await loadStudy()).whenIdle() },
    transcription: { whenIdle: async () => (transcribing ? (await transcribing).whenIdle() : undefined) },
    heardCaptions,
    http: new InProcessHttp(router, options.isOnline),
  };
};
