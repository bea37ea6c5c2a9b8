import { MEDIA_NOT_STORED, MEDIA_NOT_STORED_DETAIL, storeMedia } from "@lectern/adapters/demo/media/storeMedia";
import { DemoHttpError } from "@lectern/adapters/demo/routing/DemoHttpError";
import { describe, expect, it } from "vitest";

const refusal = async (error: unknown) => {
  try {
    await storeMedia(async () => {
      throw error;
    });
  } catch (caught) {
    return caught as DemoHttpError;
  }
  throw new Error("storeMedia did not fail");
};

describe("storeMedia: a refused write of recording bytes", () => {
  it("answers 507 saying the browser is full when it throws QuotaExceededError", async () => {
    const error = await refusal(new DOMException("quota", "QuotaExceededError"));
    expect(error).toBeInstanceOf(DemoHttpError);
    expect(error.status).toBe(507);
    expect(error.errors[0]).toMatchObject({ title: MEDIA_NOT_STORED, message: MEDIA_NOT_STORED_DETAIL.full });
  });

  it("answers 507 saying the browser refused storage for any other failure (a private window)", async () => {
    const error = await refusal(new Error("IndexedDB is not available, so the demo cannot keep recordings here."));
    expect(error.errors[0]).toMatchObject({ message: MEDIA_NOT_STORED_DETAIL.refused });
  });

  it("passes the handler's own HTTP errors and successful writes through unchanged", async () => {
    const own = new DemoHttpError(409, { title: "gap" });
    expect(await refusal(own)).toBe(own);
    expect(await storeMedia(async () => 7)).toBe(7);
  });
});
