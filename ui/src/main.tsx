import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./kit/theme.css";
import "./app.css";
import { App } from "./App";
import { createContainer } from "./composition/createContainer";
import { pickMode } from "./composition/pickMode";

/** Composition root: picks the mode (demo | api | desktop), binds the container, renders. */
const container = await createContainer(pickMode(import.meta.env, window));
const host = document.getElementById("root");
if (!host) throw new Error("The page has no #root element");
createRoot(host).render(
  <StrictMode>
    <App container={container} />
  </StrictMode>,
);
