import type { WireRequest, WireResponse } from "@lectern/core/api/wire";
import type { DemoDatabase } from "./db/DemoDatabase";
import { authRoutes } from "./handlers/authRoutes";
import { billingRoutes } from "./handlers/billingRoutes";
import { broadcastingRoutes } from "./handlers/broadcastingRoutes";
import { countriesRoutes } from "./handlers/countriesRoutes";
import { demoControlRoutes } from "./handlers/demoControlRoutes";
import { outboxRoutes } from "./handlers/outboxRoutes";
import { passwordResetRoutes } from "./handlers/passwordResetRoutes";
import { ssoRoutes } from "./handlers/ssoRoutes";
import { tokenRoutes } from "./handlers/tokenRoutes";
import { userRoutes } from "./handlers/userRoutes";
import type { ChannelAuthorizer } from "./model/ChannelAuthorizer";
import { DemoFaults } from "./model/DemoFaults";
import { PUSHER_DEFAULTS } from "./model/pusherDefaults";
import { WebCryptoChannelAuthorizer } from "./model/WebCryptoChannelAuthorizer";
import type { RealtimePublisher } from "./RealtimePublisher";
import { DemoHttpError } from "./routing/DemoHttpError";
import { type DemoRequest, toDemoRequest } from "./routing/DemoRequest";
import { errorReply } from "./routing/replies";
import { type DemoServices, type Route, matchPattern } from "./routing/Route";

export interface DemoRouterOptions {
  readonly database: DemoDatabase;
  /** Epoch milliseconds (the app passes its ClockPort's now; tests a manual clock). */
  readonly now: () => number;
  readonly publisher?: RealtimePublisher;
  /** Defaults to the WebCrypto signer with the soketi demo credentials. */
  readonly channelAuthorizer?: ChannelAuthorizer;
  readonly faults?: DemoFaults;
  /** Extra routes (tests, later features); matched before the built-in ones. */
  readonly routes?: readonly Route[];
}

export const DEMO_ROUTES: readonly Route[] = [
  ...authRoutes,
  ...tokenRoutes,
  ...userRoutes,
  ...ssoRoutes,
  ...countriesRoutes,
  ...billingRoutes,
  ...passwordResetRoutes,
  ...outboxRoutes,
  ...broadcastingRoutes,
  ...demoControlRoutes,
];

/**
 * The demo backend: answers a wire request the way the real API would, over the demo database.
 * InProcessHttp calls it directly in the browser; the Node demo server mounts it over HTTP.
 */
export class DemoRouter {
  readonly faults: DemoFaults;
  readonly #services: DemoServices;
  readonly #routes: readonly Route[];
  /** Requests run one at a time, like a single-threaded server with a transactional database. */
  #tail: Promise<unknown> = Promise.resolve();

  constructor(options: DemoRouterOptions) {
    this.faults = options.faults ?? new DemoFaults();
    this.#routes = [...(options.routes ?? []), ...DEMO_ROUTES];
    this.#services = {
      db: options.database,
      now: options.now,
      publisher: options.publisher ?? null,
      channelAuthorizer:
        options.channelAuthorizer ?? new WebCryptoChannelAuthorizer(PUSHER_DEFAULTS.key, PUSHER_DEFAULTS.secret),
      faults: this.faults,
    };
  }

  get database(): DemoDatabase {
    return this.#services.db;
  }

  handle(wire: WireRequest): Promise<WireResponse> {
    const result = this.#tail.then(() => this.#handleNow(wire));
    this.#tail = result.catch(() => undefined);
    return result;
  }

  async #handleNow(wire: WireRequest): Promise<WireResponse> {
    const request = toDemoRequest(wire);
    const fault = this.faults.take(request.method, request.path);
    if (fault) return fault;
    try {
      return await this.#dispatch(request);
    } catch (error) {
      if (error instanceof DemoHttpError) return errorReply(error.status, error.errors, error.headers);
      const detail = error instanceof Error ? error.message : String(error);
      return errorReply(500, [{ title: "The demo server failed to answer this request.", detail }]);
    } finally {
      // Saved even after a failure, so a half-done change is never lost silently between reloads.
      await this.#services.db.flush();
    }
  }

  async #dispatch(request: DemoRequest): Promise<WireResponse> {
    const allowed: string[] = [];
    for (const route of this.#routes) {
      const params = matchPattern(route.pattern, request.path);
      if (!params) continue;
      if (route.method !== request.method) {
        allowed.push(route.method);
        continue;
      }
      return route.handle({ ...this.#services, request, params });
    }
    if (allowed.length) {
      throw new DemoHttpError(
        405,
        { title: `The ${request.method} method is not supported for this route. Supported: ${allowed.join(", ")}.` },
        { allow: allowed.join(", ") },
      );
    }
    throw new DemoHttpError(404, { title: `Nothing is found at ${request.path || "/"}.` });
  }
}
