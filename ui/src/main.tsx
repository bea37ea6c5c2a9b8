import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { map } from "rxjs";
import "./kit/theme.css";
import "./app.css";
import { App } from "./App";
import { createContainer } from "./composition/createContainer";
import { onFirstInput } from "./composition/onFirstInput";
import { pickMode } from "./composition/pickMode";
import { warnBeforeLeaving } from "./composition/warnBeforeLeaving";

/**
 * Composition root: picks the mode (demo | api | desktop), binds the container, starts the
 * application's lifecycles once (ARCHITECTURE rule 9: never in a component), renders. No top-level
 * await: the mode's binding it waits for imports the first chunk, which must not be the one waiting.
 */
void createContainer(pickMode(import.meta.env, window)).then(({ container, warmUp }) => {
  const lifecycle = container.get(AppLifecycle);
  lifecycle.start();
  if (container.get<PlatformPort>(PlatformPort).variant === "web") {
    warnBeforeLeaving(lifecycle.uploads$.pipe(map((uploads) => uploads.isUploading)), window);
  }
  onFirstInput(window, warmUp);

  const host = document.getElementById("root");
  if (!host) throw new Error("The page has no #root element");
  createRoot(host).render(
    <StrictMode>
      <App container={container} />
    </StrictMode>,
  );
});
