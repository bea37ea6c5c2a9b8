import { Alert } from "../../../kit/Alert";
import { serverErrorTitle } from "./serverErrorTitle";

/** A failed submit: the server's title in an error alert (role alert, so it is read at once). */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return <Alert kind="error">{serverErrorTitle(error)}</Alert>;
}
