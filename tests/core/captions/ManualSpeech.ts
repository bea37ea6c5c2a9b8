import type { CaptionMessage, SpeechPort } from "@lectern/core/ports/SpeechPort";
import { Observable, type Subscriber } from "rxjs";

/** SpeechPort double: the test says what is heard, and sees whether the microphone is streaming. */
export class ManualSpeech implements SpeechPort {
  #listener: Subscriber<CaptionMessage> | null = null;
  available = true;
  subscriptions = 0;

  availability(): "available" | "unavailable" {
    return this.available ? "available" : "unavailable";
  }

  listen(): Observable<CaptionMessage> {
    return new Observable<CaptionMessage>((subscriber) => {
      this.subscriptions += 1;
      this.#listener = subscriber;
      return () => {
        if (this.#listener === subscriber) this.#listener = null;
      };
    });
  }

  get streaming(): boolean {
    return this.#listener !== null;
  }

  hear(text: string, isFinal = false): void {
    this.#listener?.next({ text, isFinal });
  }

  fail(error: unknown): void {
    this.#listener?.error(error);
  }

  end(): void {
    this.#listener?.complete();
  }
}
