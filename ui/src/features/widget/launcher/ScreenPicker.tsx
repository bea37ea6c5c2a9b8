import { PlatformPort, type ScreenSource } from "@lectern/core/ports/PlatformPort";
import { Monitor } from "lucide-react";
import { useMemo, useState } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { type Observable, catchError, defer, map, of, startWith } from "rxjs";
import { Alert, Button, Skeleton, Spinner } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import { SCREEN_PICKER_TEXTS } from "./screenPickerTexts";
import "./ScreenPicker.css";

export interface ScreenPickerProps {
  /** The chosen screen's id, or null before a choice. */
  value: string | null;
  /** Called once the platform has taken the choice, so a start never records another screen. */
  onChange: (screenId: string) => void;
  isDisabled?: boolean;
}

type Listing =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly screens: readonly ScreenSource[] }
  | { readonly status: "failed" };

const LOADING: Listing = { status: "loading" };

const listing$ = (list: () => Promise<readonly ScreenSource[]>): Observable<Listing> =>
  defer(list).pipe(
    map((screens): Listing => ({ status: "ready", screens })),
    catchError(() => of<Listing>({ status: "failed" })),
    startWith(LOADING),
  );

/**
 * 'Please select the screen to recording' (spec 2 §2.2): one card per screen with its thumbnail,
 * where the app picks the screen itself (the desktop app). In a browser the platform has no
 * listScreens and this renders nothing: the browser's own picker asks at start.
 */
export function ScreenPicker(props: ScreenPickerProps) {
  const platform = useService<PlatformPort>(PlatformPort);
  if (!platform.listScreens || !platform.chooseScreen) return null;
  return <ScreenList {...props} platform={platform} />;
}

function ScreenList({ value, onChange, isDisabled = false, platform }: ScreenPickerProps & { platform: PlatformPort }) {
  // Bumped to list again: after a failure, or when main refused a screen that has since gone.
  const [attempt, setAttempt] = useState(0);
  const screens$ = useMemo(
    () => listing$(() => platform.listScreens?.() ?? Promise.resolve([])),
    // `attempt` is not read inside: changing it is what lists the screens again.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [platform, attempt],
  );
  const listing = useObservable(screens$, LOADING);
  const [choosing, setChoosing] = useState(false);

  const choose = async (id: string) => {
    setChoosing(true);
    try {
      await platform.chooseScreen?.(id);
      onChange(id);
    } catch {
      setAttempt((n) => n + 1);
    } finally {
      setChoosing(false);
    }
  };

  if (listing.status === "loading") {
    return (
      <div className="screen-picker screen-picker--loading" aria-busy="true">
        <p className="screen-picker__label">{SCREEN_PICKER_TEXTS.label}</p>
        <Spinner label={SCREEN_PICKER_TEXTS.loading} />
        <div className="screen-picker__options">
          <Skeleton width="100%" height={96} />
          <Skeleton width="100%" height={96} />
        </div>
      </div>
    );
  }
  if (listing.status === "failed") {
    return (
      <Alert
        kind="error"
        title={SCREEN_PICKER_TEXTS.failed}
        actions={
          <Button variant="ghost" size="sm" onPress={() => setAttempt((n) => n + 1)}>
            {SCREEN_PICKER_TEXTS.retry}
          </Button>
        }
      />
    );
  }
  if (listing.screens.length === 0) {
    return (
      <Alert
        kind="warning"
        title={SCREEN_PICKER_TEXTS.empty}
        actions={
          <Button variant="ghost" size="sm" onPress={() => setAttempt((n) => n + 1)}>
            {SCREEN_PICKER_TEXTS.retry}
          </Button>
        }
      />
    );
  }
  return (
    <RadioGroup
      className="screen-picker"
      value={value}
      onChange={(id) => void choose(id)}
      isDisabled={isDisabled || choosing}
    >
      <Label className="screen-picker__label">{SCREEN_PICKER_TEXTS.label}</Label>
      <div className="screen-picker__options">
        {listing.screens.map((screen) => (
          <Radio key={screen.id} value={screen.id} className="screen-picker__card">
            {screen.thumbnailUrl ? (
              <img className="screen-picker__thumbnail" src={screen.thumbnailUrl} alt={screen.name} />
            ) : (
              <span className="screen-picker__thumbnail screen-picker__thumbnail--none" aria-hidden="true">
                <Monitor size={28} />
              </span>
            )}
            {/* With a thumbnail its alt text names the radio; the caption would only repeat it. */}
            <span className="screen-picker__name" aria-hidden={screen.thumbnailUrl ? true : undefined}>
              <span className="screen-picker__mark" aria-hidden="true" />
              {screen.name}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
