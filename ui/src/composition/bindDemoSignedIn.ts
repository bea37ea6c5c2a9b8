import { InProcessFileUpload } from "@lectern/adapters/demo/InProcessFileUpload";
import { InProcessNoteFiles } from "@lectern/adapters/demo/InProcessNoteFiles";
import { InProcessSlideFiles } from "@lectern/adapters/demo/InProcessSlideFiles";
import { BrowserSpeechRecognition } from "@lectern/adapters/speech/BrowserSpeechRecognition";
import { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";
import { FileUploadPort } from "@lectern/core/ports/FileUploadPort";
import type { HttpPort } from "@lectern/core/ports/HttpPort";
import { KeyValueStore } from "@lectern/core/ports/KeyValueStore";
import { SpeechPort } from "@lectern/core/ports/SpeechPort";
import { SlideFiles } from "@lectern/core/slides/application/SlideFiles";
import type { Container } from "inversify";
import { bindBrowserDevices } from "./bindBrowserDevices";

/**
 * The demo's signed-in ports: note files read from (and slides sent to) the in-tab backend, and live captions from the
 * browser's own speech recogniser, as there is no speech service to stream to.
 */
export const bindDemoSignedIn = (container: Container, http: HttpPort): void => {
  bindBrowserDevices(container);
  container.bind<NoteFileAddress>(NoteFileAddress).toConstantValue(new InProcessNoteFiles(http));
  container
    .bind<FileUploadPort>(FileUploadPort)
    .toResolvedValue((keyValue: KeyValueStore) => new InProcessFileUpload(http, keyValue), [KeyValueStore]);
  container.bind<SlideFiles>(SlideFiles).toConstantValue(new InProcessSlideFiles(http));
  container.bind<SpeechPort>(SpeechPort).toConstantValue(new BrowserSpeechRecognition());
};
