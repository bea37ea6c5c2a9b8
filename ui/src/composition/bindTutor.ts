import { ApiClient } from "@lectern/core/api/ApiClient";
import { TutorChat } from "@lectern/core/study/tutor/TutorChat";
import type { Container } from "inversify";

/**
 * The record page's tutor: one chat service for the signed-in user, showing the record its tab
 * opens (its history schema and the tab itself load on first use).
 */
export const bindTutor = (container: Container): void => {
  container.bind(TutorChat).toResolvedValue((api: ApiClient) => new TutorChat(api), [ApiClient]);
};
