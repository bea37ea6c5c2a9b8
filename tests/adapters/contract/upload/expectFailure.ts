import { ApiError } from "@lectern/core/kernel/ApiError";
import { expect } from "vitest";

/** The ApiError a call failed with; fails the test when it succeeded. */
export const expectFailure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};
