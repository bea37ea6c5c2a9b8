import { LinkedNoteFiles } from "@lectern/adapters/http/LinkedNoteFiles";
import { LinkedSlideFiles } from "@lectern/adapters/http/LinkedSlideFiles";
import { XhrFileUpload } from "@lectern/adapters/http/XhrFileUpload";
import { StreamingSpeech } from "@lectern/adapters/speech/StreamingSpeech";
import { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";
import { FileUploadPort } from "@lectern/core/ports/FileUploadPort";
import { KeyValueStore } from "@lectern/core/ports/KeyValueStore";
import { SpeechPort } from "@lectern/core/ports/SpeechPort";
import { SlideFiles } from "@lectern/core/slides/application/SlideFiles";
import type { Container } from "inversify";
import type { apiSettings } from "./apiSettings";
import { bindBrowserDevices } from "./bindBrowserDevices";

/** The signed-in ports of the api mode and the desktop app: note files linked on the API, uploads by XHR, streaming speech. */
export const bindApiSignedIn = (container: Container, settings: ReturnType<typeof apiSettings>): void => {
  bindBrowserDevices(container);
  container.bind<NoteFileAddress>(NoteFileAddress).toConstantValue(new LinkedNoteFiles(settings.http.baseUrl));
  container
    .bind<FileUploadPort>(FileUploadPort)
    .toResolvedValue(
      (keyValue: KeyValueStore) => new XhrFileUpload({ baseUrl: settings.http.baseUrl, keyValue }),
      [KeyValueStore],
    );
  container.bind<SlideFiles>(SlideFiles).toConstantValue(new LinkedSlideFiles(settings.http.baseUrl));
  container.bind<SpeechPort>(SpeechPort).toConstantValue(new StreamingSpeech(settings.speech));
};
