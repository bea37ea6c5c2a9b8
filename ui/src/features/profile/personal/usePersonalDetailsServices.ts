import { AvatarCropper } from "@lectern/core/profile/application/AvatarCropper";
import { PersonalDetails } from "@lectern/core/profile/application/PersonalDetails";
import { useContext, useMemo } from "react";
import { bindPersonalDetails } from "../../../composition/bindPersonalDetails";
import { ContainerContext } from "../../../composition/ContainerContext";

/** The page's services, bound on first use by this lazy route rather than by the first load. */
export function usePersonalDetailsServices(): { details: PersonalDetails; cropper: AvatarCropper } {
  const container = useContext(ContainerContext);
  if (!container) throw new Error("usePersonalDetailsServices needs a ContainerContext provider");
  return useMemo(() => {
    bindPersonalDetails(container);
    return { details: container.get(PersonalDetails), cropper: container.get(AvatarCropper) };
  }, [container]);
}
