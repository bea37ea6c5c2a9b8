import { InProcessFileUpload } from "@lectern/adapters/demo/InProcessFileUpload";
import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import type { WireRequest, WireResponse } from "@lectern/core/api/wire";
import type { HttpPort } from "@lectern/core/ports/HttpPort";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";

/** An HttpPort that answers every request with `answer` and keeps what it was sent. */
const answering = (answer: WireResponse) => {
  const sent: WireRequest[] = [];
  const http: HttpPort = {
    send: async (request) => {
      sent.push(request);
      return answer;
    },
    stream: () => {
      throw new Error("not used");
    },
  };
  return { http, sent };
};

const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, index) => index % 251);

describe("InProcessFileUpload (the in-tab demo's upload PUT)", () => {
  it("hands the whole file to the router as the PUT's one file, with its type and the bearer", async () => {
    const { http, sent } = answering({ status: 204, headers: {}, body: null });
    const keyValue = new InMemoryKeyValue();
    keyValue.set(TOKEN_KEY, "secret");
    const file = bytesOf(1000);
    const progress: number[] = [];
    await new InProcessFileUpload(http, keyValue, 300).put(
      "/api/demo/media/uploads/abc",
      new Blob([file]),
      "application/pdf",
      (fraction) => progress.push(fraction),
    );
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request).toMatchObject({
      method: "POST",
      url: "demo/media/uploads/abc",
      headers: { "X-HTTP-METHOD-OVERRIDE": "PUT", "Content-Type": "application/pdf", Authorization: "Bearer secret" },
    });
    const body = request.body as unknown as { kind: string; files: { field: string; data: Uint8Array }[] };
    expect(body.kind).toBe("multipart");
    expect([...body.files[0]!.data]).toEqual([...file]);
    // A step per slice read, short of 1; 1 once the router took it.
    expect(progress).toEqual([0.3, 0.6, 0.9, 0.99, 1]);
  });

  it("rejects a refusal with the router's error, and never reports 1", async () => {
    const { http } = answering({
      status: 422,
      headers: {},
      body: { errors: [{ status: "422", title: "The file is not a valid PDF, PPT or PPTX file." }] },
    });
    const progress: number[] = [];
    const upload = new InProcessFileUpload(http, new InMemoryKeyValue());
    const failed = await upload
      .put("demo/media/uploads/abc", new Blob(["<html>"]), "application/pdf", (fraction) => progress.push(fraction))
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({
      _tag: "ApiError",
      status: 422,
      title: "The file is not a valid PDF, PPT or PPTX file.",
    });
    expect(progress).not.toContain(1);
  });

  it("sends no Authorization header when signed out, and an empty file as no bytes", async () => {
    const { http, sent } = answering({ status: 204, headers: {}, body: null });
    await new InProcessFileUpload(http, new InMemoryKeyValue()).put(
      "demo/media/uploads/abc",
      new Blob([]),
      "application/pdf",
    );
    expect(sent[0]!.headers["Authorization"]).toBeUndefined();
    expect((sent[0]!.body as unknown as { files: { data: Uint8Array }[] }).files[0]!.data).toHaveLength(0);
  });
});
