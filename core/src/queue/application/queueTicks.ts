import { type Observable, interval, map, merge, switchMap, throttleTime, timer } from "rxjs";
import type { ClockPort } from "../../ports/ClockPort";
import { QUEUE_TIMING } from "../domain/queueTexts";

/** What an idle check asks for: the stuck check and a kick, a kick, or a fresh view for the banner. */
export type QueueTick = "queueCheck" | "kick" | "refresh";

/**
 * The idle checks of spec 2 §9 on the clock's scheduler: queue check every 30 s, chunk check every
 * 10 s, the current item's ping (after each commit) throttled to 20 s, the list refresh every 5 s, and
 * the 2 s merge wait. None of them paces the upload itself; they only restart an idle loop.
 */
export const queueTicks = (clock: ClockPort, pings: Observable<void>, mergeWaits: Observable<void>) => {
  const { scheduler } = clock;
  return merge(
    interval(QUEUE_TIMING.queueCheckMs, scheduler).pipe(map((): QueueTick => "queueCheck")),
    interval(QUEUE_TIMING.chunkCheckMs, scheduler).pipe(map((): QueueTick => "kick")),
    pings.pipe(
      throttleTime(QUEUE_TIMING.currentItemPingMs, scheduler, { leading: true, trailing: true }),
      map((): QueueTick => "kick"),
    ),
    mergeWaits.pipe(
      switchMap(() => timer(QUEUE_TIMING.mergeWaitMs, scheduler)),
      map((): QueueTick => "kick"),
    ),
    interval(QUEUE_TIMING.listRefreshMs, scheduler).pipe(map((): QueueTick => "refresh")),
  );
};
