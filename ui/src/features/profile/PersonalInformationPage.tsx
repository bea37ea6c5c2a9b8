import { fullName } from "@lectern/core/auth/domain/User";
import { usePageTitle } from "../../hooks/usePageTitle";
import { PageHeader } from "../../kit";
import { useSession } from "../shell/useSession";
import "./PersonalInformationPage.css";

/** What Lectern knows about the signed-in person; editing arrives with the profile issue. */
export function PersonalInformationPage() {
  const { state } = useSession();
  usePageTitle("Personal information");
  const user = state.user;
  if (!user) return null;
  return (
    <section>
      <PageHeader title="Personal information" />
      <dl className="personal-info">
        <dt>Name</dt>
        <dd>{fullName(user) || "Not set"}</dd>
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Referral code</dt>
        <dd>{user.referral ?? "None"}</dd>
      </dl>
    </section>
  );
}
