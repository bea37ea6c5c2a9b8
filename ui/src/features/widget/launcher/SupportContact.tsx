import { LAUNCHER_TEXTS, SUPPORT_EMAIL } from "@lectern/core/recording/domain/launcherTexts";

/** "Questions? Write to support@lectern.app": a mail link, so any mail app can answer it. */
export function SupportContact() {
  return (
    <>
      {LAUNCHER_TEXTS.supportPrompt}{" "}
      <a className="launcher-link" href={`mailto:${SUPPORT_EMAIL}`}>
        {SUPPORT_EMAIL}
      </a>
      .
    </>
  );
}
