import { MapPinOff } from "lucide-react";
import "./launcher.css";

/**
 * Spec 2 §8 'no geolocation service': a quiet notice (not an error: the recording goes on without a
 * location), an output (a status) so screen readers hear it once.
 */
export function GeoNotice({ text }: { text: string }) {
  return (
    <output className="launcher-geo">
      <MapPinOff size={14} aria-hidden="true" />
      <span>{text}</span>
    </output>
  );
}
