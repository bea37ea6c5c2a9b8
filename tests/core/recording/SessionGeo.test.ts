import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import type { DemoTestControls } from "@lectern/adapters/demo/DemoTestControls";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { GeoPosition, GeolocationPort } from "@lectern/core/ports/GeolocationPort";
import type { RecorderState } from "@lectern/core/recording/application/Recorder";
import {
  NOT_READY_QUEUE_STATE,
  type QueueEntryView,
  type UploadQueueState,
} from "@lectern/core/queue/application/UploadQueueContract";
import { RecordingAccounts } from "@lectern/core/recording/application/RecordingAccounts";
import { SessionGeo } from "@lectern/core/recording/application/SessionGeo";
import { LAUNCHER_TEXTS } from "@lectern/core/recording/domain/launcherTexts";
import { BehaviorSubject, filter, firstValueFrom } from "rxjs";
import { beforeEach, describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { ManualNow } from "../../adapters/contract/ManualNow";
import { UploadDriver } from "../../adapters/contract/upload/UploadDriver";
import { aRecording } from "../../support/aRecording";

/** The sessions recorded in the test: every account also holds its seeded demo lectures. */
const recorded = (controls: DemoTestControls) => controls.sessions().filter((session) => !session.demo);

const SEED = SEED_USERS[0];
const HERE: GeoPosition = { lat: 51.5072, lng: -0.1276, place: null };

const recording = (sessionId: string | null, elapsedMs = 0): RecorderState =>
  aRecording({ sessionId, elapsedMs, name: "Algebra" });

/** Counts how often it was asked, and answers with `position` or fails like a refused permission. */
class ScriptedGeolocation implements GeolocationPort {
  calls = 0;
  constructor(private readonly position: GeoPosition | null) {}
  async locate(): Promise<GeoPosition> {
    this.calls += 1;
    if (!this.position) throw new Error("User denied Geolocation");
    return this.position;
  }
}

describe("launcher services over the demo backend (spec 2 §2.2, §7, §8)", () => {
  let api: ApiClient;
  let controls: DemoTestControls;

  beforeEach(async () => {
    const backend = await openDemoBackend({ persistence: new MemoryDemoPersistence(), now: new ManualNow().now });
    controls = backend.controls;
    const over = apiOver(backend.http);
    api = over.api;
    await new UploadDriver(api, over.keyValue).signIn(SEED.email, SEED.password);
  });

  it("saves the session's geo once it exists on the server, once per session", async () => {
    const sessionId = await controls.startSessionFor(SEED.email, { name: "Algebra" });
    const recorder = new BehaviorSubject<RecorderState>({ phase: "idle", problem: null });
    const geolocation = new ScriptedGeolocation(HERE);
    const geo = new SessionGeo(api, geolocation, { state$: recorder });
    const following = geo.follow();
    recorder.next(recording(null));
    recorder.next(recording(sessionId));
    recorder.next(recording(sessionId, 1000));
    await expect.poll(() => recorded(controls)[0]?.geo).toEqual(HERE);
    expect(geolocation.calls).toBe(1);
    expect(geo.state.notice).toBeNull();
    following.unsubscribe();
  });

  it("saves a local placeholder's geo once the upload queue has created its session", async () => {
    const recorder = new BehaviorSubject<RecorderState>(recording(null));
    const queue = new BehaviorSubject<UploadQueueState>({ ...NOT_READY_QUEUE_STATE, ready: true });
    const geo = new SessionGeo(api, new ScriptedGeolocation(HERE), { state$: recorder }, { state$: queue });
    const following = geo.follow();
    const entry = (sessionId: string | null): QueueEntryView => ({
      id: "item-1",
      label: "Algebra",
      sessionId,
      startedAt: 0,
      status: "uploading",
      uploadedChunks: 0,
      totalChunks: 1,
      progress: 0,
      isStuck: false,
      keptOnDevice: false,
    });
    queue.next({ ...queue.value, entries: [entry(null)] });
    recorder.next({ phase: "idle", problem: null });
    const sessionId = await controls.startSessionFor(SEED.email, { name: "Algebra" });
    queue.next({ ...queue.value, entries: [entry(sessionId)] });
    await expect.poll(() => recorded(controls)[0]?.geo).toEqual(HERE);
    following.unsubscribe();
  });

  it("without a location service says 'no geolocation service' and saves nothing", async () => {
    const sessionId = await controls.startSessionFor(SEED.email, { name: "Algebra" });
    const recorder = new BehaviorSubject<RecorderState>(recording(sessionId));
    const geo = new SessionGeo(api, new ScriptedGeolocation(null), { state$: recorder });
    const following = geo.follow();
    const state = await firstValueFrom(geo.state$.pipe(filter((next) => next.notice !== null)));
    expect(state.notice).toBe(LAUNCHER_TEXTS.noGeolocation);
    expect(state.notice).toBe("no geolocation service");
    expect(recorded(controls)[0]?.geo).toBeNull();
    following.unsubscribe();
  });

  it("lists the organisations of the user's e-mail with their ids, and none for an e-mail without", async () => {
    const accounts = new RecordingAccounts(api);
    await accounts.load("ada@northbridge.edu", "web");
    expect(accounts.state.organisations).toEqual([
      { id: "northbridge", name: "Northbridge University" },
      { id: "northbridge-business", name: "Northbridge Business School" },
    ]);
    await accounts.load(SEED.email, "web");
    expect(accounts.state).toEqual({ email: SEED.email, organisations: [] });
  });
});
