import { Link } from "react-router-dom";

/** The call to action of pages that are empty until the user records a lecture. */
export function StartRecordingLink() {
  return <Link to="/session/widget">Start a recording</Link>;
}
