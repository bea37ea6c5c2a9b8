import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { DueToday } from "@lectern/core/study/flashcards/DueToday";
import { QuizDecks } from "@lectern/core/study/quiz/QuizDecks";
import type { Container } from "inversify";

/**
 * Quizzes and flashcards: one deck per record (its Quiz tab and /records/{id}/quizzes share it) and
 * "Due today" across records. Their reply schemas and ts-fsrs load with first use, not with this chunk.
 */
export const bindQuizzes = (container: Container): void => {
  container.bind(QuizDecks).toResolvedValue(
    (api: ApiClient, socket: SocketPort, auth: AuthSession, clock: ClockPort) =>
      new QuizDecks(
        api,
        socket,
        () => auth.state.user?.id ?? null,
        () => clock.now(),
      ),
    [ApiClient, SocketPort, AuthSession, ClockPort],
  );
  container
    .bind(DueToday)
    .toResolvedValue(
      (api: ApiClient, clock: ClockPort) => new DueToday(api, () => clock.now()),
      [ApiClient, ClockPort],
    );
};
