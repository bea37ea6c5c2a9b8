import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { useEffect, useState } from "react";
import { useService } from "../../../reactive/useService";

/**
 * The server's message when a 403 ended the session. Read for display when the page opens, then
 * consumed in an effect, so it shows once and a later visit does not repeat it.
 */
export function useEndedMessage(): string | null {
  const session = useService(AuthSession);
  const [message] = useState(() => session.state.endedMessage);
  useEffect(() => {
    session.takeEndedMessage();
  }, [session]);
  return message;
}
