import { MEDIA_ADDRESS_TIMES } from "@lectern/adapters/demo/media/MediaAddresses";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import type { ApiRequest } from "@lectern/core/api/requestConventions";
import type { WireResponse } from "@lectern/core/api/wire";
import { isApiError } from "@lectern/core/kernel/ApiError";
import { beforeEach, describe, expect, it } from "vitest";
import { type RecordedWebm, recordWebm } from "../../demo/recordedWebm";
import { HighlightsDriver } from "../highlights/HighlightsDriver";
import { STARTED_AT, UploadDriver } from "../upload/UploadDriver";
import { SharingDriver } from "./SharingDriver";
import type { SharedAddressesSubject } from "./SharedAddressesSubject";
import { SPAN_WAVEFORM, seedSpanRecording } from "./spanRecording";
import { packetTimes } from "./webmPackets";

const OWNER = SEED_USERS[0];
const START_MS = Date.parse(STARTED_AT);
const at = (seconds: number): string => new Date(START_MS + seconds * 1000).toISOString();
/** The highlight of the fixture: seconds 1 to 11 of a 13-second recording. */
const SPAN = { start: 1, end: 11 };

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

interface Attributes {
  readonly data: { readonly attributes: Record<string, unknown> };
}

const urlOf = (response: WireResponse): string => String((response.body as Attributes).data.attributes["url"]);

/** The share's id (the link's) from POST pois/{id}/share. */
const shareIdOf = (response: WireResponse): string => (response.body as { data: { id: string } }).data.id;

/** The status a call ended with (2xx or the ApiError's). */
const statusOf = async (call: Promise<WireResponse>): Promise<number> => {
  try {
    return (await call).status;
  } catch (error) {
    if (!isApiError(error)) throw error;
    return error.status;
  }
};

/**
 * Shared access that can be taken back and shows only what was shared (issue 19, item 4): a shared
 * highlight's link reads its span only (transcript, captions, waveform, media); every media and file
 * address is issued per reply, lapses, and stops answering when the access it was issued under goes
 * (un-sharing, signing out); note files are served as their bytes are, never sniffed, downloads
 * unless an image the app shows. Runs unchanged in the tab and over HTTP; where the tab differs
 * (blob: URLs are never requested, so they are revoked rather than refused, and do not lapse) the
 * test says so.
 */
export const describeSharedAddressesContract = (
  suiteName: string,
  makeSubject: () => Promise<SharedAddressesSubject>,
): void => {
  describe(suiteName, () => {
    let subject: SharedAddressesSubject;
    let sharing: SharingDriver;
    let owner: string;
    let sessionId: string;
    let streamId: string;
    let poiId: string;
    let recorded: RecordedWebm;

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.reset();
      const sessions = new UploadDriver(subject.api, subject.keyValue);
      sharing = new SharingDriver(subject.api, subject.keyValue);
      owner = await sessions.signIn(OWNER.email, OWNER.password);
      const created = await sessions.createSession();
      sessionId = created.data.id;
      await sessions.startSession(sessionId, STARTED_AT);
      const highlights = new HighlightsDriver(subject.api);
      const poi = await highlights.createPoi(sessionId, { type: "poi", started_at: at(1), ended_at: at(11) });
      poiId = poi.data.id;
      await sessions.endSession(sessionId);
      recorded ??= await recordWebm(13);
      streamId = await seedSpanRecording(subject.router(), sessionId, recorded.stream);
    });

    const get = (token: string | null, path: string, sharedId?: string, query?: ApiRequest["query"]) =>
      sharing.as(token, { method: "GET", path, ...(query ? { query } : {}) }, sharedId);
    const cdn = (token: string | null, sharedId?: string) => get(token, `streams/${streamId}/temporary/cdn`, sharedId);
    const uploadFile = async (name: string, bytes: Uint8Array): Promise<string> => {
      const note = await sharing.as(owner, {
        method: "POST",
        path: `sessions/${sessionId}/relationships/notes/upload`,
        body: { data: { type: "sessions_notes" } },
        files: [{ field: "file", name, data: new Blob([bytes as Uint8Array<ArrayBuffer>]) }],
      });
      return urlOf(note);
    };

    describe("a shared highlight's link reads its span only", () => {
      it("cuts the transcript and the captions to the span, at their times in the recording", async () => {
        const share = shareIdOf(await sharing.sharePoi(owner, poiId));
        const document = (await sharing.shared(null, share)).body as {
          included: {
            type: string;
            attributes: { transcript?: { sentences: { sentences: { text: string; start: number }[] }[] } };
          }[];
        };
        const transcript = document.included.find((resource) => resource.type === "transcripts");
        const sentences = transcript?.attributes.transcript?.sentences.flatMap((turn) => turn.sentences) ?? [];
        expect(sentences).toEqual([{ start: 2, end: 3.5, text: "Inside the highlight." }]);
        const captions = (await get(null, `streams/${streamId}/captions`, share)).body as Attributes;
        const vtt = String(captions.data.attributes["vtt"]);
        expect(vtt).toContain("00:00:02.000 --> 00:00:03.500");
        expect(vtt).toContain("Inside the highlight.");
        expect(vtt).not.toMatch(/Before the highlight|After the highlight/);
        // The owner's own captions are whole.
        const own = (await get(owner, `streams/${streamId}/captions`)).body as Attributes;
        expect(String(own.data.attributes["vtt"])).toMatch(/Before the highlight[\s\S]*After the highlight/);
      });

      it("gives the waveform flat outside the span, lined up with the recording", async () => {
        const share = shareIdOf(await sharing.sharePoi(owner, poiId));
        const waveform = (await get(null, `streams/${streamId}/waveform`, share)).body as Attributes;
        const peaks = waveform.data.attributes["peaks"] as number[];
        expect(peaks).toHaveLength(SPAN_WAVEFORM.peaks.length);
        peaks.forEach((value, index) => {
          const point = Math.floor(index / 2);
          const inside = point / 2 + 0.5 > SPAN.start && point / 2 < SPAN.end;
          expect(value).toBe(inside ? SPAN_WAVEFORM.peaks[index] : 0);
        });
      });

      it("serves a clip of the span, never a frame outside it, while the owner gets the whole recording", async () => {
        const share = shareIdOf(await sharing.sharePoi(owner, poiId));
        const clipUrl = urlOf(await cdn(null, share));
        const clip = await subject.fetchMedia(clipUrl);
        expect(clip.status).toBe(200);
        expect(clip.headers["content-type"]).toBe("audio/webm");
        const times = await packetTimes(clip.bytes);
        // Video frames from the keyframe at 1 s, audio from 1 s; nothing at or after 11 s.
        expect(Math.min(...times.video)).toBe(1);
        expect(Math.min(...times.audio)).toBe(1);
        expect(Math.max(...times.video, ...times.audio)).toBeLessThan(SPAN.end);
        expect(times.video).toHaveLength(100);
        const whole = await subject.fetchMedia(urlOf(await cdn(owner)));
        expect(whole.bytes).toEqual(recorded.stream);
        expect(clip.bytes.length).toBeLessThan(whole.bytes.length);
        if (subject.transport === "http") {
          // What is not in the clip cannot be asked for by range either.
          expect((await subject.fetchMedia(clipUrl, { range: "bytes=0-99" })).status).toBe(206);
          const beyond = await subject.fetchMedia(clipUrl, { range: `bytes=${clip.bytes.length}-` });
          expect(beyond.status).toBe(416);
          expect((await subject.fetchMedia(clipUrl, { range: "bytes=-10" })).bytes).toEqual(clip.bytes.subarray(-10));
        }
      });

      it("stops answering its addresses once the highlight is un-shared", async () => {
        const share = shareIdOf(await sharing.sharePoi(owner, poiId));
        const clipUrl = urlOf(await cdn(null, share));
        expect((await subject.fetchMedia(clipUrl)).status).toBe(200);
        await sharing.unsharePoi(owner, poiId);
        expect([403, 404]).toContain((await subject.fetchMedia(clipUrl)).status);
        expect(await statusOf(cdn(null, share))).toBe(404);
        expect(await statusOf(get(null, `streams/${streamId}/captions`, share))).toBe(404);
        expect((await subject.fetchMedia(urlOf(await cdn(owner)))).status).toBe(200);
      });
    });

    describe("addresses handed out through a record's link", () => {
      it("stop answering once the record is un-shared, while the owner's new ones work", async () => {
        await sharing.linkOn(owner, sessionId);
        await sharing.save(owner, sessionId, { readonly: true, downloadable: true, persons: [] });
        const fileUrl = await uploadFile("slide.png", PNG);
        const document = (await sharing.shared(null, sessionId)).body as {
          included: { type: string; attributes: { url?: string | null } }[];
        };
        const sharedFile = document.included.find((resource) => resource.type === "sessions_notes")!.attributes.url!;
        expect(sharedFile).not.toBe(fileUrl);
        const addresses = {
          media: urlOf(await cdn(null, sessionId)),
          download: urlOf(await get(null, `streams/${streamId}/temporary`, sessionId)),
          zip: urlOf(await get(null, `sessions/${sessionId}/zip`, sessionId)),
        };
        for (const url of Object.values(addresses)) expect((await subject.fetchMedia(url)).status).toBe(200);
        expect((await subject.fetchApiFile(sharedFile)).status).toBe(200);

        await sharing.unshare(owner, sessionId);

        expect((await subject.fetchApiFile(sharedFile)).status).toBe(403);
        if (subject.transport === "http") {
          // Checked on use: no request in between is needed.
          for (const url of Object.values(addresses)) expect((await subject.fetchMedia(url)).status).toBe(403);
        }
        // The tab revokes the link's blob: URLs when it next hands out an address (here the owner's).
        const mine = urlOf(await cdn(owner));
        expect((await subject.fetchMedia(mine)).status).toBe(200);
        expect((await subject.fetchApiFile(fileUrl)).status).toBe(200);
        for (const url of Object.values(addresses))
          expect([403, 404]).toContain((await subject.fetchMedia(url)).status);
      });

      it("stop giving downloads once downloads are turned off, reading still works", async () => {
        await sharing.linkOn(owner, sessionId);
        await sharing.save(owner, sessionId, { readonly: true, downloadable: true, persons: [] });
        const download = urlOf(await get(null, `streams/${streamId}/temporary`, sessionId));
        const media = urlOf(await cdn(null, sessionId));
        await sharing.save(owner, sessionId, { readonly: true, downloadable: false, persons: [] });
        await cdn(owner);
        expect([403, 404]).toContain((await subject.fetchMedia(download)).status);
        expect((await subject.fetchMedia(media)).status).toBe(200);
      });
    });

    describe("every address lapses and follows its sign-in", () => {
      it("a note file's address answers 410 once unused for its lifetime; each use keeps it going", async () => {
        const idle = await uploadFile("slide.png", PNG);
        const used = await uploadFile("other.png", PNG);
        subject.advance(MEDIA_ADDRESS_TIMES.lifetime - 60_000);
        expect((await subject.fetchApiFile(used)).status).toBe(200);
        subject.advance(60_001);
        expect((await subject.fetchApiFile(idle)).status).toBe(410);
        expect((await subject.fetchApiFile(used)).status).toBe(200);
        // A new reply hands out a new address.
        const listed = (await get(owner, `sessions/${sessionId}/relationships/notes`)).body as {
          data: { attributes: { name: string; url: string | null } }[];
        };
        const again = listed.data.find((note) => note.attributes.name === "slide.png")!.attributes.url!;
        expect(again).not.toBe(idle);
        expect((await subject.fetchApiFile(again)).status).toBe(200);
      });

      it("a media address answers 410 once unused for its lifetime (over HTTP; the tab's blob: URLs do not lapse)", async () => {
        const idle = urlOf(await cdn(owner));
        const playing = urlOf(await cdn(owner));
        subject.advance(MEDIA_ADDRESS_TIMES.lifetime - 60_000);
        expect((await subject.fetchMedia(playing, { range: "bytes=0-99" })).status).toBe(
          subject.transport === "http" ? 206 : 200,
        );
        subject.advance(60_001);
        expect((await subject.fetchMedia(idle)).status).toBe(subject.transport === "http" ? 410 : 200);
        expect((await subject.fetchMedia(playing)).status).toBe(200);
      });

      it("the owner's addresses stop answering when they sign out", async () => {
        const file = await uploadFile("slide.png", PNG);
        const media = urlOf(await cdn(owner));
        await get(owner, "v2/auth/logout");
        expect((await subject.fetchApiFile(file)).status).toBe(403);
        if (subject.transport === "http") expect((await subject.fetchMedia(media)).status).toBe(403);
      });
    });

    describe("note files", () => {
      it("are served as their bytes are, never sniffed, and downloaded unless an image the app shows", async () => {
        const png = await subject.fetchApiFile(await uploadFile("photo.pdf", PNG));
        expect(png.headers).toMatchObject({
          "content-type": "image/png",
          "x-content-type-options": "nosniff",
          "content-disposition": `inline; filename="photo.pdf"; filename*=UTF-8''photo.pdf`,
        });
        const svg = await subject.fetchApiFile(await uploadFile("drawing.png", SVG));
        expect(svg.headers).toMatchObject({
          "content-type": "text/plain; charset=utf-8",
          "x-content-type-options": "nosniff",
          "content-disposition": `attachment; filename="drawing.png"; filename*=UTF-8''drawing.png`,
        });
        expect(svg.bytes).toEqual(SVG);
        const pdf = await subject.fetchApiFile(await uploadFile("Week 3.pdf", new TextEncoder().encode("%PDF-1.4\n")));
        expect(pdf.headers["content-type"]).toBe("application/pdf");
        expect(pdf.headers["content-disposition"]).toMatch(/^attachment; /);
        const binary = await subject.fetchApiFile(await uploadFile("data.zip", Uint8Array.of(0, 159, 146, 150, 1)));
        expect(binary.headers["content-type"]).toBe("application/octet-stream");
        expect(binary.headers["content-disposition"]).toMatch(/^attachment; /);
      });
    });
  });
};
