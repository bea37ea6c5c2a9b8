// Installed in the page before any of its scripts (page.addInitScript): timestamps of the Slides
// tab's first states, and a count of the blob URLs the page holds (created minus revoked).
// Everything here runs in the browser; it must not import anything.

export interface SlidesProbe {
  /** performance.now() (0 = navigation start) when a `.slides-viewer--reading` placeholder first showed. */
  readingAt: number | null;
  /** performance.now() when the viewer's own 'Reading...' spinner (the deck being opened) first showed. */
  spinnerAt: number | null;
  /** performance.now() when the viewer region (the deck open, its counter) first showed. */
  viewerAt: number | null;
  /** performance.now() when the large page image first was complete with naturalWidth > 0. */
  pageImageAt: number | null;
  /** blob: URLs created and not yet revoked. */
  blobUrlsAlive: number;
  blobUrlsCreated: number;
  /** Long tasks (> 50 ms) since navigation: [startTime, duration]. */
  longTasks: [number, number][];
  /** The alt text of the large image to wait for ("Slide 1 of 100"). */
  pageImageAlt: string;
}

declare global {
  interface Window {
    slidesProbe: SlidesProbe;
  }
}

export const installSlidesProbe = (pageImageAlt: string): void => {
  const probe: SlidesProbe = {
    readingAt: null,
    spinnerAt: null,
    viewerAt: null,
    pageImageAt: null,
    blobUrlsAlive: 0,
    blobUrlsCreated: 0,
    longTasks: [],
    pageImageAlt,
  };
  window.slidesProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });

  const create = URL.createObjectURL.bind(URL);
  const revoke = URL.revokeObjectURL.bind(URL);
  const alive = new Set<string>();
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = create(object);
    alive.add(url);
    probe.blobUrlsCreated += 1;
    probe.blobUrlsAlive = alive.size;
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    alive.delete(url);
    probe.blobUrlsAlive = alive.size;
    revoke(url);
  };

  const watched = new WeakSet<HTMLImageElement>();
  const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;
  const check = () => {
    if (probe.readingAt === null && document.querySelector(".slides-viewer--reading"))
      probe.readingAt = performance.now();
    if (probe.spinnerAt === null) {
      for (const placeholder of document.querySelectorAll(".slides-viewer--reading")) {
        if (placeholder.textContent?.includes("Reading")) probe.spinnerAt = performance.now();
      }
    }
    if (probe.viewerAt === null && document.querySelector('section.slides-viewer[aria-label="Slides"]'))
      probe.viewerAt = performance.now();
    if (probe.pageImageAt !== null) return;
    for (const image of document.querySelectorAll<HTMLImageElement>("img.slides-viewer__image")) {
      if (image.alt !== probe.pageImageAlt) continue;
      if (loaded(image)) {
        probe.pageImageAt = performance.now();
        return;
      }
      if (!watched.has(image)) {
        watched.add(image);
        image.addEventListener("load", () => {
          if (probe.pageImageAt === null && loaded(image)) probe.pageImageAt = performance.now();
        });
      }
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["src", "alt", "class"],
    characterData: true,
  });
};
