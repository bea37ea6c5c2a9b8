import { ApiError } from "../../kernel/ApiError";

/** A 200 answer that carries an error flag: its message becomes the error (spec 1 §8, spec 3 §5). */
export const failWithMessage = (message: string | null | undefined, fallback: string): never => {
  const text = message && message.trim() ? message : fallback;
  throw new ApiError({ status: 200, title: text, message: text });
};

export const hasErrorFlag = (error: unknown): boolean => error !== undefined && error !== null && error !== false;
