import { Link } from "react-router-dom";
import "./DemoBanner.css";

/** Offers the desktop app and the demo video (spec 3 §2 "Main layout"). */
export function DemoBanner() {
  return (
    <aside className="demo-banner" aria-label="Get more from Lectern">
      <p>
        Record lectures straight from your computer with the <strong>Lectern desktop app</strong>.
      </p>
      <div className="demo-banner__actions">
        <Link to="/downloads">Download the app</Link>
        <Link to="/downloads?play=1">Watch the demo video</Link>
      </div>
    </aside>
  );
}
