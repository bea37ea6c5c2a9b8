import type { Container } from "inversify";

/** The tutor (the tutor helper fills this in). */
export const bindTutor = (_container: Container): void => undefined;
