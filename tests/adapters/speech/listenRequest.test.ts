import { audioContainerOf, controlMessageOf, listenParamsProblem } from "@lectern/adapters/demo/speech/listenRequest";
import { STREAMING_SPEECH_PARAMETERS, listenUrl } from "@lectern/adapters/speech/speechProtocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const queryOf = (url: string) => new URL(url).searchParams;
const GOOD = queryOf(listenUrl("ws://127.0.0.1/api/demo/speech/listen"));

describe("listenParamsProblem", () => {
  it("accepts the URL StreamingSpeech builds", () => {
    expect(listenParamsProblem(GOOD)).toBeNull();
  });

  it.each(Object.keys(STREAMING_SPEECH_PARAMETERS))("names a missing %s", (name) => {
    const query = new URLSearchParams(GOOD);
    query.delete(name);
    expect(listenParamsProblem(query)).toMatch(new RegExp(`^Missing parameter ${name} \\(expected `));
  });

  it("names a wrong value, and every reason fits a close frame (123 bytes)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(STREAMING_SPEECH_PARAMETERS)), fc.string(), (name, value) => {
        const query = new URLSearchParams(GOOD);
        query.set(name, value);
        const problem = listenParamsProblem(query);
        if (value === STREAMING_SPEECH_PARAMETERS[name as keyof typeof STREAMING_SPEECH_PARAMETERS]) {
          expect(problem).toBeNull();
        } else {
          expect(problem).toMatch(new RegExp(`^Unsupported ${name}=`));
          expect(new TextEncoder().encode(problem!).length).toBeLessThanOrEqual(123);
        }
      }),
    );
  });
});

describe("audioContainerOf", () => {
  it("knows Ogg and WebM (EBML) by their first four bytes", () => {
    expect(audioContainerOf(new Uint8Array([0x4f, 0x67, 0x67, 0x53, 0, 2]))).toBe("ogg");
    expect(audioContainerOf(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe("webm");
    expect(audioContainerOf(new TextEncoder().encode("RIFF....WAVE"))).toBeNull();
  });

  it("asks for more while the head is a short prefix of either magic, and refuses any other", () => {
    expect(audioContainerOf(new Uint8Array([0x1a]))).toBe("more");
    expect(audioContainerOf(new Uint8Array([0x4f, 0x67, 0x67]))).toBe("more");
    expect(audioContainerOf(new Uint8Array())).toBe("more");
    expect(audioContainerOf(new Uint8Array([0x1a, 0x67]))).toBeNull();
    expect(audioContainerOf(new Uint8Array([0x52]))).toBeNull();
  });

  it("judges a WebM or Ogg head the same however it is split", () => {
    fc.assert(
      fc.property(fc.constantFrom([0x4f, 0x67, 0x67, 0x53], [0x1a, 0x45, 0xdf, 0xa3]), fc.nat(4), (magic, cut) => {
        const prefix = audioContainerOf(new Uint8Array(magic.slice(0, cut)));
        expect(prefix).toBe(cut === 4 ? audioContainerOf(new Uint8Array(magic)) : "more");
      }),
    );
  });
});

describe("controlMessageOf", () => {
  it("reads the provider's control messages and nothing else", () => {
    expect(controlMessageOf('{"type":"KeepAlive"}')).toBe("KeepAlive");
    expect(controlMessageOf('{"type":"CloseStream"}')).toBe("CloseStream");
    expect(controlMessageOf('{"type":"Finalize"}')).toBe("Finalize");
    expect(controlMessageOf('{"type":"Other"}')).toBeNull();
    expect(controlMessageOf("hello")).toBeNull();
    expect(controlMessageOf("null")).toBeNull();
  });
});
