import { UserRoundX } from "lucide-react";
import { usePageTitle } from "../../hooks/usePageTitle";
import { Button, EmptyState, ErrorDialog, PageHeader, Skeleton, Spinner } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { ArchiveAccountSection } from "./archive/ArchiveAccountSection";
import { AvatarBlock } from "./avatar/AvatarBlock";
import { DevicesSection } from "./devices/DevicesSection";
import { PersonalDetailsForm } from "./personal/PersonalDetailsForm";
import { PERSONAL_TEXTS as TEXTS } from "./personal/personalTexts";
import { usePersonalDetailsServices } from "./personal/usePersonalDetailsServices";
import "./PersonalInformationPage.css";

/**
 * /profile/personal (spec 3 §2, §3; issue 14): the photo and the personal details side by side on
 * wide screens, then the paired devices and the account's deletion.
 */
export function PersonalInformationPage() {
  usePageTitle(TEXTS.title);
  const { details, cropper } = usePersonalDetailsServices();
  const state = useObservable(details.state$, details.state);
  // Reading the state loads it: every visit reads the profile afresh (another tab or device may have
  // changed it) and shows the skeleton until then; the service forgets it when the page is left.

  return (
    <div className="personal-page">
      <PageHeader title={TEXTS.title} description={TEXTS.description} />
      {state.status === "failed" ? (
        <EmptyState
          icon={<UserRoundX size={28} />}
          title={TEXTS.loadFailedTitle}
          action={
            <Button variant="secondary" onPress={() => void details.load()}>
              {TEXTS.tryAgain}
            </Button>
          }
        >
          {state.loadError && <p>{state.loadError}</p>}
          <p>{TEXTS.loadFailedText}</p>
        </EmptyState>
      ) : state.status === "ready" ? (
        <div className="personal-page__grid">
          <AvatarBlock details={details} cropper={cropper} state={state} />
          <PersonalDetailsForm details={details} state={state} />
        </div>
      ) : (
        <PersonalSkeleton />
      )}
      <ErrorDialog
        isOpen={state.problem !== null}
        title={state.problem?.title}
        message={state.problem?.message ?? ""}
        onClose={() => details.dismissProblem()}
      />
      <DevicesSection />
      <ArchiveAccountSection />
    </div>
  );
}

/** The page's shape while the profile loads: the photo's circle and the form's fields. */
function PersonalSkeleton() {
  return (
    <div className="personal-page__grid" aria-busy="true">
      <div className="personal-card avatar-block personal-skeleton">
        <Skeleton width={120} height={120} circle />
        <Skeleton width="70%" height={14} />
        <Skeleton width={150} height={44} />
      </div>
      <div className="personal-card personal-skeleton">
        <Spinner label={TEXTS.loading} />
        {[0, 1, 2].map((row) => (
          <div key={row} className="personal-form__row">
            <Skeleton width="100%" height={70} />
            <Skeleton width="100%" height={70} />
          </div>
        ))}
      </div>
    </div>
  );
}
