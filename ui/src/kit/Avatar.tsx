import { EMPTY_INITIALS } from "@lectern/core/auth/domain/User";
import { useState } from "react";
import "./Avatar.css";

export interface AvatarProps {
  src?: string;
  /** The person's name: the avatar's accessible name. Without it the avatar is decorative. */
  name?: string;
  initials: string;
  /** Diameter in px. */
  size?: number;
}

/**
 * A round photo, or the person's initials on a tint; 'N/A' when there is neither a photo nor a name
 * (spec 3 §2): no initials, or the '...' that initials() gives an empty name (spec 3 §3).
 */
export function Avatar({ src, name, initials, size = 36 }: AvatarProps) {
  // A broken photo URL falls back to the initials instead of showing a broken-image icon.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failedSrc !== src;
  const trimmed = initials.trim();
  const text = trimmed && trimmed !== EMPTY_INITIALS ? trimmed : "N/A";
  const a11y = name ? { role: "img", "aria-label": name } : { "aria-hidden": true };
  return (
    <span className="kit-avatar" style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }} {...a11y}>
      {showPhoto ? (
        <img className="kit-avatar__img" src={src} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span className="kit-avatar__initials">{text}</span>
      )}
    </span>
  );
}
