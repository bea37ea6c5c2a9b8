import { AuthSession, type SessionState } from "@lectern/core/auth/application/AuthSession";
import { useObservable } from "../../reactive/useObservable";
import { useService } from "../../reactive/useService";

/** The session service and its current state. */
export function useSession(): { session: AuthSession; state: SessionState } {
  const session = useService(AuthSession);
  const state = useObservable(session.state$, session.state);
  return { session, state };
}
