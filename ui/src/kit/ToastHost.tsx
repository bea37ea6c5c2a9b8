import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { SMALL_TOAST_TIMEOUT_MS, TOAST_TIMEOUT_MS, ToastContext, type ToastOptions, type Toasts } from "./ToastContext";
import type { ToastQueues } from "./ToastLayer";

interface Announcement {
  id: number;
  text: string;
}

type ToastLayerModule = typeof import("./ToastLayer");

interface Loaded {
  module: ToastLayerModule;
  queues: ToastQueues;
}

/** Fetched once per page; a host created after that shows its first toast without waiting. */
let layerModule: ToastLayerModule | null = null;
const loadLayer = async () => (layerModule ??= await import("./ToastLayer"));

/**
 * Provides useToasts() and draws the toasts. The host is on every page, /auth/login included, so it
 * stays light: the toast regions (react-aria, see ToastLayer) are fetched with the first toast, and
 * a toast asked for meanwhile is queued as soon as they arrive.
 *
 * Announcements go through two live regions that are always in the page (polite, and assertive for
 * danger), at once and without waiting for that code: a live region created together with its text
 * is often missed by screen readers, so the toast cards themselves are not live.
 */
export function ToastHost({ children }: { children?: ReactNode }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The same value for show(), which runs outside rendering and must not wait for a re-render.
  const loadedNow = useRef<Loaded | null>(null);
  const [polite, setPolite] = useState<Announcement | null>(null);
  const [assertive, setAssertive] = useState<Announcement | null>(null);
  const nextId = useRef(1);

  const queuesFrom = useCallback((module: ToastLayerModule) => {
    if (!loadedNow.current) {
      loadedNow.current = { module, queues: module.createToastQueues() };
      setLoaded(loadedNow.current);
    }
    return loadedNow.current.queues;
  }, []);

  const show = useCallback(
    ({ text, type, small = false, timeoutMs }: ToastOptions) => {
      const announcement = { id: nextId.current++, text };
      const announce = type === "danger" ? setAssertive : setPolite;
      announce(announcement);
      // Take the words out of the live region too, so nobody finds a stale message later.
      const unannounce = () => announce((current) => (current?.id === announcement.id ? null : current));
      const add = (queues: ToastQueues) => {
        const queue = small ? queues.small : queues.main;
        const key = queue.add(
          { text, type, small },
          { timeout: timeoutMs ?? (small ? SMALL_TOAST_TIMEOUT_MS : TOAST_TIMEOUT_MS), onClose: unannounce },
        );
        return () => queue.close(key);
      };
      if (layerModule) return add(queuesFrom(layerModule));

      let closedEarly = false;
      let close = () => {
        closedEarly = true;
        unannounce();
      };
      void loadLayer().then((module) => {
        if (!closedEarly) close = add(queuesFrom(module));
      });
      return () => close();
    },
    [queuesFrom],
  );
  const toasts = useMemo<Toasts>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {/* data-live-announcer keeps these audible while a modal hides the rest of the page. */}
      <output className="kit-visually-hidden" aria-live="polite" aria-atomic="true" data-live-announcer="true">
        {polite && <span key={polite.id}>{polite.text}</span>}
      </output>
      <div
        className="kit-visually-hidden"
        role="alert"
        aria-live="assertive"
        aria-atomic="true"
        data-live-announcer="true"
      >
        {assertive && <span key={assertive.id}>{assertive.text}</span>}
      </div>
      {loaded && <loaded.module.ToastLayer queues={loaded.queues} />}
    </ToastContext.Provider>
  );
}
