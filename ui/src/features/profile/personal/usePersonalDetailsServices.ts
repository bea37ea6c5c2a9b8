import { AvatarCropper } from "@lectern/core/profile/application/AvatarCropper";
import { PersonalDetails } from "@lectern/core/profile/application/PersonalDetails";
import { useService } from "../../../reactive/useService";

/** The page's services, bound by the composition root when its route loads ("personalDetails"). */
export function usePersonalDetailsServices(): { details: PersonalDetails; cropper: AvatarCropper } {
  return { details: useService(PersonalDetails), cropper: useService(AvatarCropper) };
}
