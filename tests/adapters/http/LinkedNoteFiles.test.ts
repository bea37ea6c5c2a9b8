import { LinkedNoteFiles } from "@lectern/adapters/http/LinkedNoteFiles";
import { describe, expect, it } from "vitest";

const API = "http://127.0.0.1:8787/api/";

/** Answers every fetch with these bytes and status, and records what was fetched. */
const serving = (body: string, status = 200) => {
  const fetched: string[] = [];
  const files = new LinkedNoteFiles(API, async (url) => {
    fetched.push(url);
    return new Response(body, { status, headers: { "content-type": "application/pdf" } });
  });
  return { files, fetched };
};

describe("LinkedNoteFiles (api mode's note files)", () => {
  it("links an image or a download straight to its address, fetching nothing", async () => {
    const { files, fetched } = serving("");
    expect(await files.open("/api/demo/media/notes/1/abc/photo.png")).toBe(
      "http://127.0.0.1:8787/api/demo/media/notes/1/abc/photo.png",
    );
    expect(await files.open("https://storage.example/x/slides.pptx?sig=1")).toBe(
      "https://storage.example/x/slides.pptx?sig=1",
    );
    expect(fetched).toEqual([]);
  });

  it("shows a PDF through an object URL, since the server sends it as an attachment (issue 19)", async () => {
    const { files, fetched } = serving("%PDF-1.4");
    const address = await files.open("/api/demo/media/notes/1/abc/Week%203.pdf");
    expect(address).toMatch(/^blob:/);
    expect(fetched).toEqual(["http://127.0.0.1:8787/api/demo/media/notes/1/abc/Week%203.pdf"]);
    expect(await (await fetch(address)).text()).toBe("%PDF-1.4");
    files.release(address);
    await expect(fetch(address)).rejects.toThrow();
  });

  it("rejects a file the server refuses (an address that lapsed or lost its access)", async () => {
    await expect(serving("", 410).files.open("/api/demo/media/notes/1/abc/a.pdf")).rejects.toThrow(/HTTP 410/);
    await expect(serving("", 403).files.readText("/api/demo/media/notes/1/abc/a.txt")).rejects.toThrow(/HTTP 403/);
  });
});
