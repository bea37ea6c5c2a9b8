import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { type RecordingOrganisation, RecordingAccounts } from "@lectern/core/recording/application/RecordingAccounts";
import { SessionGeo } from "@lectern/core/recording/application/SessionGeo";
import { useEffect } from "react";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import { useSession } from "../../shell/useSession";

export interface LauncherView {
  /** The organisations a recording can go to besides the user's own account. */
  readonly organisations: readonly RecordingOrganisation[];
  /** The recording running now, or else the last one: what the top bar's download button zips. */
  readonly sessionItemId: string | null;
  /** 'no geolocation service' when locating a session failed (spec 2 §8), else null. */
  readonly geoNotice: string | null;
}

/**
 * Binds the launcher's services to the widget page's life: the signed-in user's organisations are
 * loaded, and each server session's location is saved while the page is open.
 */
export function useLauncher(): LauncherView {
  const accounts = useService(RecordingAccounts);
  const geo = useService(SessionGeo);
  const recorder = useService(Recorder);
  const platform = useService<PlatformPort>(PlatformPort);
  const email = useSession().state.user?.email ?? null;
  useEffect(() => {
    if (email) void accounts.load(email, platform.variant);
  }, [accounts, email, platform]);
  useEffect(() => {
    const following = geo.follow();
    return () => following.unsubscribe();
  }, [geo]);
  const accountsView = useObservable(accounts.state$, accounts.state);
  const geoView = useObservable(geo.state$, geo.state);
  const state = useObservable(recorder.state$, recorder.state);
  const finished = useObservable(recorder.finished$, null);
  const current = state.phase === "recording" || state.phase === "stopping" ? state.itemId : null;
  return {
    organisations: accountsView.email === email ? accountsView.organisations : [],
    sessionItemId: current ?? finished?.itemId ?? null,
    geoNotice: geoView.notice,
  };
}
