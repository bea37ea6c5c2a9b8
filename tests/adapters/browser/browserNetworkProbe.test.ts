// @vitest-environment jsdom
import { BrowserNetworkProbe } from "@lectern/adapters/browser/BrowserNetworkProbe";
import { describe, expect, it } from "vitest";
import { VirtualClock } from "../../support/VirtualClock";

/** jsdom loads no images, so the test plays the network: it decides when an image answers. */
const fakeImages = () => {
  const images: HTMLImageElement[] = [];
  return {
    images,
    createImage: () => {
      const image = document.createElement("img");
      images.push(image);
      return image;
    },
  };
};

const setup = (url = "https://probe.example.org/pixel.png") => {
  const clock = new VirtualClock();
  const fake = fakeImages();
  const events = new EventTarget();
  const probe = new BrowserNetworkProbe(url, clock, { createImage: fake.createImage, events });
  return { clock, probe, events, images: fake.images };
};

describe("BrowserNetworkProbe", () => {
  it("resolves true when the image loads, with a cache-busting query", async () => {
    const { probe, images } = setup();
    const answer = probe.probe(10_000);
    const [image] = images;
    expect(image?.src).toMatch(/^https:\/\/probe\.example\.org\/pixel\.png\?_=\d+-1$/);
    image?.dispatchEvent(new Event("load"));
    await expect(answer).resolves.toBe(true);
  });

  it("gives every probe a different address, appending to an existing query", () => {
    const { probe, images } = setup("https://probe.example.org/p.gif?size=1");
    void probe.probe(10_000);
    void probe.probe(10_000);
    expect(images[0]?.src).toMatch(/\?size=1&_=\d+-1$/);
    expect(images[0]?.src).not.toBe(images[1]?.src);
  });

  it("resolves false when the image fails", async () => {
    const { probe, images } = setup();
    const answer = probe.probe(10_000);
    images[0]?.dispatchEvent(new Event("error"));
    await expect(answer).resolves.toBe(false);
  });

  it("resolves false at the timeout, on the clock's scheduler, and ignores a late load", async () => {
    const { probe, images, clock } = setup();
    let settled: boolean | undefined;
    void probe.probe(10_000).then((ok) => (settled = ok));
    clock.advance(9_999);
    await Promise.resolve();
    expect(settled).toBeUndefined();
    clock.advance(1);
    await Promise.resolve();
    expect(settled).toBe(false);
    images[0]?.dispatchEvent(new Event("load"));
    await Promise.resolve();
    expect(settled).toBe(false);
  });

  it("relays the platform's online and offline events", () => {
    const { probe, events } = setup();
    const seen: boolean[] = [];
    const subscription = probe.platformOnline$.subscribe((online) => seen.push(online));
    events.dispatchEvent(new Event("offline"));
    events.dispatchEvent(new Event("online"));
    subscription.unsubscribe();
    events.dispatchEvent(new Event("offline"));
    expect(seen).toEqual([false, true]);
  });

  it("listens to window by default", () => {
    const probe = new BrowserNetworkProbe("https://probe.example.org/p.png", new VirtualClock());
    const seen: boolean[] = [];
    const subscription = probe.platformOnline$.subscribe((online) => seen.push(online));
    window.dispatchEvent(new Event("offline"));
    subscription.unsubscribe();
    expect(seen).toEqual([false]);
  });
});
