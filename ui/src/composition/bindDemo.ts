import { BrowserPlatform } from "@lectern/adapters/browser/BrowserPlatform";
import { InProcessNoteFiles } from "@lectern/adapters/demo/InProcessNoteFiles";
import { BrowserSpeechRecognition } from "@lectern/adapters/speech/BrowserSpeechRecognition";
import { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";
import { HttpPort } from "@lectern/core/ports/HttpPort";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { SpeechPort } from "@lectern/core/ports/SpeechPort";
import type { Container } from "inversify";
import { bindBrowserBasics } from "./bindBrowserBasics";
import type { BrowserDemo } from "./openBrowserDemo";

/**
 * The backend-less demo: the demo backend runs in this tab over IndexedDB, and its real-time
 * events travel through an in-process socket. The probe checks the app's own origin. Live captions
 * use the browser's own speech recogniser, as there is no speech service to stream to.
 */
export const bindDemo = (container: Container, demo: BrowserDemo): void => {
  bindBrowserBasics(container, "/favicon.svg");
  container.bind<SocketPort>(SocketPort).toConstantValue(demo.socket);
  container.bind<HttpPort>(HttpPort).toConstantValue(demo.backend.http);
  container.bind<NoteFileAddress>(NoteFileAddress).toConstantValue(new InProcessNoteFiles(demo.backend.http));
  container.bind<PlatformPort>(PlatformPort).toConstantValue(new BrowserPlatform());
  container.bind<SpeechPort>(SpeechPort).toConstantValue(new BrowserSpeechRecognition());
};
