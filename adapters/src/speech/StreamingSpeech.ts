import type { CaptionMessage, SpeechPort } from "@lectern/core/ports/SpeechPort";
import { Observable } from "rxjs";
import {
  SPEECH_TIMESLICE_MS,
  failureOfClose,
  failureOfMicrophone,
  listenUrl,
  parseProviderMessage,
  pickSpeechMimeType,
  speechSubprotocols,
} from "./speechProtocol";

export interface StreamingSpeechOptions {
  /** The provider's listen address, e.g. wss://api.deepgram.com/v1/listen (the spec's parameters are added). */
  readonly url: string;
  /** Sent as the `token` subprotocol; omitted when empty (a provider behind the app's own proxy). */
  readonly key?: string;
}

/**
 * SpeechPort over a streaming speech-to-text WebSocket (spec 2 §7): the microphone (echo
 * cancellation off) is recorded as opus in 250 ms slices, each sent as a binary message, and the
 * provider's interim and final results come back as captions. Unsubscribing stops the recorder,
 * the microphone and the socket.
 */
export class StreamingSpeech implements SpeechPort {
  constructor(private readonly options: StreamingSpeechOptions) {}

  availability(): "available" | "unavailable" {
    const hasMicrophone =
      typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
    return hasMicrophone && typeof WebSocket === "function" && typeof MediaRecorder === "function"
      ? "available"
      : "unavailable";
  }

  listen(): Observable<CaptionMessage> {
    return new Observable<CaptionMessage>((subscriber) => {
      let stopped = false;
      let opened = false;
      let stream: MediaStream | null = null;
      let recorder: MediaRecorder | null = null;

      const protocols = speechSubprotocols(this.options.key);
      const socket = new WebSocket(listenUrl(this.options.url), protocols.length ? protocols : undefined);
      socket.binaryType = "arraybuffer";

      const release = () => {
        if (recorder && recorder.state !== "inactive") recorder.stop();
        recorder = null;
        for (const track of stream?.getTracks() ?? []) track.stop();
        stream = null;
      };

      const fail = (error: unknown) => {
        if (stopped) return;
        stopped = true;
        release();
        if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000);
        subscriber.error(error);
      };

      // Recording starts once both the socket and the microphone are ready, so the first slice,
      // which carries the container header, is the first thing the provider receives.
      const startRecording = () => {
        if (stopped || !opened || !stream || recorder) return;
        const mimeType = pickSpeechMimeType((type) => MediaRecorder.isTypeSupported(type));
        try {
          recorder = new MediaRecorder(stream, { mimeType });
        } catch (error) {
          fail(failureOfMicrophone(error));
          return;
        }
        recorder.ondataavailable = (event) => {
          if (event.data.size > 0 && socket.readyState === WebSocket.OPEN) socket.send(event.data);
        };
        recorder.onerror = () => fail(failureOfMicrophone(new Error("recorder")));
        recorder.start(SPEECH_TIMESLICE_MS);
      };

      // Every error is followed by a close event, which says what happened.
      socket.onerror = () => undefined;
      socket.onopen = () => {
        opened = true;
        startRecording();
      };
      socket.onmessage = (event: MessageEvent) => {
        const message = parseProviderMessage(event.data);
        if (message && !stopped) subscriber.next(message);
      };
      socket.onclose = (event: CloseEvent) => {
        if (stopped) return;
        const failure = failureOfClose(opened, event.code);
        if (failure) {
          fail(failure);
          return;
        }
        stopped = true;
        release();
        subscriber.complete();
      };

      navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: false } }).then(
        (granted) => {
          if (stopped) {
            for (const track of granted.getTracks()) track.stop();
            return;
          }
          stream = granted;
          startRecording();
        },
        (error: unknown) => fail(failureOfMicrophone(error)),
      );

      return () => {
        if (stopped) return;
        stopped = true;
        release();
        socket.onopen = socket.onmessage = socket.onclose = null;
        if (socket.readyState === WebSocket.OPEN) {
          // The provider's way to flush and end a stream before the socket closes.
          socket.send(JSON.stringify({ type: "CloseStream" }));
          socket.close(1000);
        } else if (socket.readyState === WebSocket.CONNECTING) {
          socket.close(1000);
        }
      };
    });
  }
}
