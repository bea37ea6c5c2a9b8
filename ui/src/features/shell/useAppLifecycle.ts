import { AppLifecycle, type AppLifecycleState } from "@lectern/core/app/application/AppLifecycle";
import { useObservable } from "../../reactive/useObservable";
import { useService } from "../../reactive/useService";

/** The application's lifecycle (started by the composition root) and its current state. */
export function useAppLifecycle(): { lifecycle: AppLifecycle; state: AppLifecycleState } {
  const lifecycle = useService(AppLifecycle);
  const state = useObservable(lifecycle.state$, lifecycle.state);
  return { lifecycle, state };
}
