import { LinkedNoteFiles } from "@lectern/adapters/http/LinkedNoteFiles";
import { StreamingSpeech } from "@lectern/adapters/speech/StreamingSpeech";
import { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";
import { SpeechPort } from "@lectern/core/ports/SpeechPort";
import type { Container } from "inversify";
import type { apiSettings } from "./apiSettings";
import { bindBrowserDevices } from "./bindBrowserDevices";

/** The signed-in ports of the api mode and the desktop app: note files linked on the API, streaming speech. */
export const bindApiSignedIn = (container: Container, settings: ReturnType<typeof apiSettings>): void => {
  bindBrowserDevices(container);
  container.bind<NoteFileAddress>(NoteFileAddress).toConstantValue(new LinkedNoteFiles(settings.http.baseUrl));
  container.bind<SpeechPort>(SpeechPort).toConstantValue(new StreamingSpeech(settings.speech));
};
