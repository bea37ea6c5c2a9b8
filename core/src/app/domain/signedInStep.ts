/** What the lifecycle sees of the session: its status and whose it is. */
export interface SessionSnapshot {
  readonly status: "checking" | "anonymous" | "authenticated";
  readonly userId: string | null;
}

/** What to do with the signed-in user's services after a session change. */
export type SignedInStep =
  | { readonly kind: "keep" }
  | { readonly kind: "start"; readonly userId: string }
  | { readonly kind: "switch"; readonly userId: string }
  | { readonly kind: "stop" };

const KEEP: SignedInStep = { kind: "keep" };

/**
 * The rule behind AppLifecycle: the services run for exactly the signed-in user. `runningFor` is
 * the user they run for now (null: not running). While a stored token is being checked nothing
 * changes, so a reload does not stop and restart what is already decided.
 */
export const signedInStep = (runningFor: string | null, session: SessionSnapshot): SignedInStep => {
  if (session.status === "checking") return KEEP;
  const userId = session.status === "authenticated" ? session.userId : null;
  if (userId === runningFor) return KEEP;
  if (userId === null) return { kind: "stop" };
  return runningFor === null ? { kind: "start", userId } : { kind: "switch", userId };
};
