import type { SsoProvider } from "@lectern/core/api/resources/organisationsReply";
import { ChevronRight } from "lucide-react";
import { Button } from "../../../kit/plain/Button";

/** One identity provider: its icon and its name, which is also the button's accessible name. */
export function ProviderButton({ provider, onClick }: { provider: SsoProvider; onClick: () => void }) {
  return (
    <Button variant="secondary" className="sso-provider" onClick={onClick}>
      <img src={provider.iconUrl} alt="" width={24} height={24} className="sso-provider__icon" />
      <span className="sso-provider__name">{provider.name}</span>
      <ChevronRight size={18} aria-hidden="true" className="sso-provider__chevron" />
    </Button>
  );
}
