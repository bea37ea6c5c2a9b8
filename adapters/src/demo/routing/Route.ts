import type { ApiMethod, WireResponse } from "@lectern/core/api/wire";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoSessionToken, DemoUser } from "../db/DemoSnapshot";
import type { ChannelAuthorizer } from "../model/ChannelAuthorizer";
import type { DemoMediaStore } from "../media/DemoMediaStore";
import type { MediaAddresses } from "../media/MediaAddresses";
import type { DemoPlanCapacity } from "../model/demoPlan";
import type { DemoEventQueue } from "../model/DemoEventQueue";
import type { DemoFaultAction, DemoFaults } from "../model/DemoFaults";
import { findSession } from "../model/sessions";
import type { RealtimePublisher } from "../RealtimePublisher";
import type { DemoRequest } from "./DemoRequest";
import { DemoHttpError } from "./DemoHttpError";

/** What every handler may use besides the request. */
export interface DemoServices {
  readonly db: DemoDatabase;
  /** Epoch milliseconds: injected so tests control expiry. */
  readonly now: () => number;
  readonly publisher: RealtimePublisher | null;
  /**
   * Signs private-channel subscriptions; null for the default, the WebCrypto signer with the soketi
   * demo credentials, which loads with broadcasting/auth rather than with the login page's backend.
   */
  readonly channelAuthorizer: ChannelAuthorizer | null;
  readonly faults: DemoFaults;
  /** Recording bytes, kept apart from the snapshot. */
  readonly media: DemoMediaStore;
  /** Where clients read media (blob: URLs in the tab, Range-serving addresses on the Node server). */
  readonly addresses: MediaAddresses;
  /** Real-time events, published in order without holding up the request. */
  readonly events: DemoEventQueue;
  /** The demo plan's capacity for accounts without a licence (settable by tests). */
  readonly demoPlan: () => DemoPlanCapacity;
}

export interface RouteContext extends DemoServices {
  readonly request: DemoRequest;
  /** A fault taken by this request that its handler must act out (failMerge); null otherwise. */
  readonly injected: DemoFaultAction | null;
  /** Decoded `{name}` segments of the pattern. */
  readonly params: Readonly<Record<string, string>>;
}

export interface AuthedContext extends RouteContext {
  readonly user: DemoUser;
  readonly session: DemoSessionToken;
}

export type Answer = WireResponse | Promise<WireResponse>;

export interface Route {
  readonly method: ApiMethod;
  /** e.g. `password_reset/{token}` */
  readonly pattern: string;
  readonly requiresAuth: boolean;
  handle(context: RouteContext): Answer;
}

export const route = (method: ApiMethod, pattern: string, handle: (context: RouteContext) => Answer): Route => ({
  method,
  pattern,
  requiresAuth: false,
  handle,
});

export const UNAUTHENTICATED_TITLE = "Unauthenticated.";

/** A route the real API guards with the bearer token: 401 without a live session. */
export const authRoute = (method: ApiMethod, pattern: string, handle: (context: AuthedContext) => Answer): Route => ({
  method,
  pattern,
  requiresAuth: true,
  handle(context) {
    const found = context.request.bearer ? findSession(context.db, context.request.bearer, context.now()) : null;
    if (!found) {
      throw new DemoHttpError(401, {
        title: UNAUTHENTICATED_TITLE,
        message: "Please log in again: your session has ended or was never started.",
      });
    }
    return handle({ ...context, user: found.user, session: found.session });
  },
});

/**
 * Matches a pattern against a path; null when it does not fit. Segments are decoded after splitting,
 * so an encoded slash or @ inside a parameter stays inside it.
 */
export const matchPattern = (pattern: string, path: string): Record<string, string> | null => {
  const expected = pattern.split("/");
  const actual = path === "" ? [] : path.split("/");
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < expected.length; i += 1) {
    const part = expected[i]!;
    const value = actual[i]!;
    if (part.startsWith("{") && part.endsWith("}")) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        return null;
      }
      if (!decoded) return null;
      params[part.slice(1, -1)] = decoded;
    } else if (part !== value) {
      return null;
    }
  }
  return params;
};
