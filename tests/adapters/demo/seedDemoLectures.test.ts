import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import type { DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { openDemoBackend, type DemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { usageOf } from "@lectern/adapters/demo/model/demoCapacity";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { DEMO_LECTURES } from "@lectern/adapters/demo/seed/lectures/demoLectures";
import { seedDemoLectures } from "@lectern/adapters/demo/seed/lectures/seedDemoLectures";
import { BufferSource, Input, WEBM } from "mediabunny";
import { describe, expect, it } from "vitest";

const NOW = Date.UTC(2026, 10, 24, 8, 30);
const publicDir = fileURLToPath(new URL("../../../ui/public/demo-lectures/", import.meta.url));
/** Spec 3 §9: the mocked demo highlight durations, in order. */
const POI_SECONDS = [10, 7, 17, 9];

const open = (): Promise<DemoBackend> => openDemoBackend({ persistence: new MemoryDemoPersistence(), now: () => NOW });

const json = (value: unknown) => ({ kind: "json" as const, value });

const signUp = async (backend: DemoBackend, email: string): Promise<string> => {
  const reply = await backend.http.send({
    method: "POST",
    url: "auth/signup",
    headers: {},
    body: json({
      data: {
        type: "users",
        attributes: { email, password: "Lectern#2026", password_repeat: "Lectern#2026" },
        relationships: {
          profile: {
            data: { type: "profiles", attributes: { first_name: "Rosalind", last_name: "Franklin", country: "GB" } },
          },
        },
      },
    }),
  });
  expect(reply.status).toBeLessThan(300);
  const user = backend.database.data.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`Sign-up of ${email} made no user.`);
  return user.id;
};

/** Signs the seed account in: its first sign-in gives it the lectures. */
const openSignedIn = async (): Promise<DemoBackend> => {
  const backend = await open();
  const seed = SEED_USERS[0];
  const reply = await backend.http.send({
    method: "POST",
    url: "v2/auth/login",
    headers: {},
    body: json({ data: { attributes: { email: seed.email, password: seed.password } } }),
  });
  expect(reply.status).toBe(200);
  return backend;
};

const signInBySso = async (backend: DemoBackend, email: string): Promise<string> => {
  const reply = await backend.http.send({
    method: "POST",
    url: "demo/sso/assert",
    headers: {},
    body: json({ data: { attributes: { organisation: "northbridge", provider: "google", email } } }),
  });
  expect(reply.status).toBe(200);
  return (reply.body as { data: { id: string } }).data.id;
};

/** Everything one account's demo lectures consist of, checked against the spec and the media. */
const expectDemoLectures = (data: DemoSnapshot, userId: string): void => {
  const sessions = data.recordingSessions.filter((session) => session.userId === userId && session.demo);
  expect(sessions.map((session) => session.name)).toEqual(DEMO_LECTURES.map((lecture) => lecture.made.title));
  for (const session of sessions) {
    expect(session).toMatchObject({ status: 30, demo: true });
    expect(session.endedAt).toBeLessThanOrEqual(NOW);
    const streams = data.streams.filter((stream) => stream.sessionId === session.id);
    expect(streams).toHaveLength(1);
    const stream = streams[0]!;
    expect(stream).toMatchObject({ isPrimary: true, status: 30, convertProgress: 100 });
    expect(stream.duration).toBeGreaterThanOrEqual(300);
    expect(session.endedAt! - session.startedAt!).toBe(Math.round(stream.duration! * 1000));

    const transcript = data.transcripts.find((candidate) => candidate.sessionId === session.id);
    expect(transcript?.error).toBeNull();
    expect(transcript?.speakers.map((speaker) => speaker.id)).toEqual(["host", "student-1"]);
    const turns = transcript?.turns ?? [];
    expect(new Set(turns.map((turn) => turn.speakerId))).toEqual(new Set(["host", "student-1"]));
    const sentences = turns.flatMap((turn) => turn.sentences);
    expect(sentences.length).toBeGreaterThan(40);
    sentences.forEach((sentence, index) => {
      expect(sentence.start).toBeGreaterThanOrEqual(index === 0 ? 0 : sentences[index - 1]!.end);
      expect(sentence.end).toBeGreaterThan(sentence.start);
      expect(sentence.end).toBeLessThanOrEqual(stream.duration!);
      expect(sentence.text.trim()).not.toBe("");
    });

    const pois = data.pois.filter((poi) => poi.sessionId === session.id);
    expect(pois.map((poi) => (poi.endedAt! - poi.startedAt) / 1000)).toEqual(POI_SECONDS);
    for (const poi of pois) {
      expect(poi.name).toBeTruthy();
      expect(poi.startedAt).toBeGreaterThanOrEqual(session.startedAt!);
      expect(poi.endedAt).toBeLessThanOrEqual(session.endedAt!);
    }
    const notes = data.notes.filter((note) => note.sessionId === session.id);
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(notes.every((note) => note.poiId === null || pois.some((poi) => poi.id === note.poiId))).toBe(true);

    const tags = session.tagIds.map((id) => data.tags.find((tag) => tag.id === id));
    expect(tags.every((tag) => tag?.userId === userId)).toBe(true);
    expect(tags.map((tag) => tag?.tag)).toContain("Exam");
    const summary = data.summaries.find((candidate) => candidate.sessionId === session.id);
    expect(summary).toMatchObject({ status: 20, streamId: stream.id, error: null });
    expect(summary?.summary.length).toBeGreaterThan(0);
    expect(summary?.keyPoints.length).toBeGreaterThan(0);
    expect(data.actionItems.filter((item) => item.sessionId === session.id).length).toBeGreaterThan(0);
  }
  expect(sessions.map((session) => data.streams.find((stream) => stream.sessionId === session.id)?.type)).toEqual([
    "audio",
    "combined",
  ]);
};

describe("seeded demo lectures", () => {
  it("every seed account has both lectures, fully formed, from its first sign-in", async () => {
    const backend = await open();
    expect(backend.database.data.recordingSessions).toEqual([]);
    for (const seed of SEED_USERS) {
      const reply = await backend.http.send({
        method: "POST",
        url: "v2/auth/login",
        headers: {},
        body: json({ data: { attributes: { email: seed.email, password: seed.password } } }),
      });
      expect((reply.body as { data: { attributes: { token?: string } } }).data.attributes.token).toBeTruthy();
      expectDemoLectures(backend.database.data, seed.id);
    }
  });

  it("a new account gets them too, by sign-up or by single sign-on, with its own tags", async () => {
    const backend = await open();
    const signedUp = await signUp(backend, "rosalind@example.org");
    const bySso = await signInBySso(backend, "ada.lovelace@northbridge.edu");
    for (const userId of [signedUp, bySso]) {
      expectDemoLectures(backend.database.data, userId);
      // They come with the account: none of the plan's recordings or bytes are used by them.
      expect(usageOf(backend.database.data, userId)).toEqual({ recordings: 0, bytes: 0 });
    }
    const examTags = backend.database.data.tags.filter((tag) => tag.tag === "Exam");
    expect(new Set(examTags.map((tag) => tag.userId)).size).toBe(examTags.length);
  });

  it("seeding twice adds nothing, and an account's own tag of the same text is reused", async () => {
    const seed = await createDemoSeed(NOW);
    const userId = seed.users[0]!.id;
    seedDemoLectures(seed, userId, NOW, DEMO_LECTURES);
    const before = JSON.stringify(seed);
    seedDemoLectures(seed, userId, NOW, DEMO_LECTURES);
    expect(JSON.stringify(seed)).toBe(before);

    seed.recordingSessions = [];
    seed.tags = [{ id: "own", userId, tag: "exam" }];
    seedDemoLectures(seed, userId, NOW, DEMO_LECTURES);
    expect(seed.tags.filter((tag) => tag.userId === userId).map((tag) => tag.tag)).toEqual([
      "exam",
      "Biology",
      "Economics",
    ]);
    expect(seed.recordingSessions.every((session) => session.tagIds.includes("own"))).toBe(true);
  });

  it.each(DEMO_LECTURES.map((lecture) => [lecture.made.title, lecture] as const))(
    "%s: the committed media lasts what the transcript says",
    async (_title, lecture) => {
      const bytes = await readFile(publicDir + lecture.made.mediaFile);
      expect(bytes.byteLength).toBe(lecture.made.bytes);
      expect(bytes.byteLength).toBeLessThan(1.5 * 1024 * 1024);
      const input = new Input({ source: new BufferSource(bytes), formats: [WEBM] });
      expect(Math.abs((await input.computeDuration()) - lecture.made.duration)).toBeLessThan(1);
      expect(await input.getPrimaryAudioTrack()).not.toBeNull();
      expect((await input.getPrimaryVideoTrack()) !== null).toBe(lecture.made.kind === "combined");
    },
  );

  it("the waveforms are media store files of every backend, kept through deletes, trims and resets", async () => {
    const backend = await openSignedIn();
    const { media } = backend.router;
    const stream = backend.database.data.streams.find((candidate) => candidate.waveformKey)!;
    const lecture = DEMO_LECTURES.find((candidate) => candidate.made.mediaFile === stream.mediaKey)!;
    await media.deleteFiles([stream.waveformKey!]);
    await media.retainOnlyFiles([]);
    await backend.controls.reset();
    const file = await media.readFile(stream.waveformKey!);
    const waveform = JSON.parse(new TextDecoder().decode(file!)) as {
      channels: number;
      sample_rate: number;
      samples_per_pixel: number;
      bits: number;
      length: number;
      peaks: number[];
    };
    expect(waveform).toMatchObject({ channels: 1, bits: 8 });
    const expected = (lecture.made.duration * waveform.sample_rate) / waveform.samples_per_pixel;
    expect(Math.abs(waveform.length - expected) / expected).toBeLessThan(0.01);
    expect(waveform.peaks).toHaveLength(waveform.length * 2);
    expect(waveform.peaks.every((peak) => Number.isInteger(peak) && peak >= -128 && peak <= 127)).toBe(true);
    // Real speech, not a flat line: most pixels of the lecture have sound in them.
    const loud = waveform.peaks.filter((peak, index) => index % 2 === 1 && peak > 8).length;
    expect(loud / waveform.length).toBeGreaterThan(0.5);
    expect(await media.readFile("demo-lectures/unknown.waveform.json")).toBeNull();
    expect(await media.readFile("demo-lectures/constructor.waveform.json")).toBeNull();
  });

  it("the screen lecture has a thumbnail (a JPEG of its first slide) at its thumbnail address; the audio one none", async () => {
    const backend = await openSignedIn();
    const [audio, screen] = backend.database.data.recordingSessions.filter((session) => session.demo);
    expect(audio?.thumbnailKey).toBeNull();
    const reply = await backend.http.send({
      method: "GET",
      url: `demo/media/thumbnails/${screen!.id}/${encodeURIComponent(screen!.thumbnailKey!)}`,
      headers: {},
    });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("image/jpeg");
  });

  it("a new account reads its demo lectures' waveforms through GET streams/{id}/waveform", async () => {
    const backend = await open();
    const userId = await signUp(backend, "barbara@example.org");
    const token = backend.database.data.sessions.find((session) => session.userId === userId)!.token;
    const { data } = backend.database;
    const demoSessionIds = data.recordingSessions.filter((s) => s.userId === userId && s.demo).map((s) => s.id);
    for (const stream of data.streams.filter((candidate) => demoSessionIds.includes(candidate.sessionId))) {
      const reply = await backend.http.send({
        method: "GET",
        url: `streams/${stream.id}/waveform`,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(reply.status).toBe(200);
      const { attributes } = (reply.body as { data: { attributes: { length: number; peaks: number[] } } }).data;
      expect(attributes.peaks).toHaveLength(attributes.length * 2);
    }
  });
});
