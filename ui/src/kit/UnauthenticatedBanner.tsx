import { Sparkles } from "lucide-react";
import { Button } from "./Button";
import "./UnauthenticatedBanner.css";

export interface UnauthenticatedBannerProps {
  onSignUp: () => void;
  onLogIn: () => void;
}

/** The invitation visitors see on shared pages (spec 3 §2 "Main layout"). */
export function UnauthenticatedBanner({ onSignUp, onLogIn }: UnauthenticatedBannerProps) {
  return (
    <aside className="kit-guest-banner" aria-label="Join Lectern">
      <div className="kit-guest-banner__inner">
        <span className="kit-guest-banner__icon" aria-hidden="true">
          <Sparkles size={18} />
        </span>
        <p className="kit-guest-banner__text">Create your own AI study materials</p>
        <div className="kit-guest-banner__actions">
          <Button size="sm" onPress={onSignUp}>
            Sign up
          </Button>
          <Button size="sm" variant="secondary" onPress={onLogIn}>
            Log in
          </Button>
        </div>
      </div>
    </aside>
  );
}
