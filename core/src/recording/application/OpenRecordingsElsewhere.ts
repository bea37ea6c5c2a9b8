import type { ApiClient } from "../../api/ApiClient";
import { TokenReply } from "../../api/resources/tokenReply";
import { tokenFromReply } from "../../auth/application/tokenFromReply";
import type { PlatformPort } from "../../ports/PlatformPort";
import { LAUNCHER_TEXTS } from "../domain/launcherTexts";

/** Where the records list lives in the web app. */
const RECORDS_PATH = "/records";

/**
 * Spec 2 §2: the desktop app shows only the widget, so 'Open recordings' opens the user's account
 * in the web app, signed in through a one-time token (/auth/token-temporary-login?token), in the
 * system browser. The token is asked for at the moment of the click: it is short-lived and single-use.
 */
export class OpenRecordingsElsewhere {
  constructor(
    private readonly api: ApiClient,
    private readonly platform: Pick<PlatformPort, "openExternal">,
    /** The web app's address, ending in a slash. */
    private readonly webUrl: string,
  ) {}

  async execute(): Promise<void> {
    const reply = await this.api.request({ method: "POST", path: "v2/auth/temp/token/create" }, TokenReply);
    const token = tokenFromReply(reply, LAUNCHER_TEXTS.openRecordingsFailed);
    const query = `token=${encodeURIComponent(token)}&returnUrl=${encodeURIComponent(RECORDS_PATH)}`;
    this.platform.openExternal(`${this.webUrl}auth/token-temporary-login?${query}`);
  }
}
