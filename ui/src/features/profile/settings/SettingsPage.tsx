import { SETTINGS_TEXTS } from "@lectern/core/account/settings/domain/settingsTexts";
import type { WidgetChoice } from "@lectern/core/account/settings/domain/settingsLimits";
import type { SettingsField } from "@lectern/core/account/settings/domain/userSettings";
import { UserSettingsEditor } from "@lectern/core/account/settings/application/UserSettingsEditor";
import { Accessibility, CircleCheck, Flag, Highlighter, Mic, MonitorSmartphone } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { usePageTitle } from "../../../hooks/usePageTitle";
import { Alert, Button, EmptyState, ErrorDialog, PageHeader, RadioCards, Skeleton, TextField } from "../../../kit";
import { Switch } from "../../../kit/Switch";
import { useObservable } from "../../../reactive/useObservable";
import { useAccountService } from "./useAccountService";
import "./SettingsPage.css";

const WIDGET_OPTIONS = [
  {
    value: "lite",
    label: SETTINGS_TEXTS.liteLabel,
    description: SETTINGS_TEXTS.liteDescription,
    icon: <Mic size={20} />,
  },
  {
    value: "advanced",
    label: SETTINGS_TEXTS.advancedLabel,
    description: SETTINGS_TEXTS.advancedDescription,
    icon: <Highlighter size={20} />,
  },
] as const;

type SecondsField = "backtrackSeconds" | "flagBeforeSeconds" | "flagAfterSeconds";

/**
 * /profile/settings (issue 14; spec 2 §3, spec 3 §1, §3, §7): Highlights (Trackback seconds, the
 * flag's window, automatic highlights), the recording widget (Lite or Advanced, highlight notes) and
 * Accessibility (UI adjustments). Save sends only what changed, only when something did; a refused
 * field says why under it and gets the focus; success is read out. All of it is UserSettingsEditor's.
 */
export function SettingsPage() {
  const editor = useAccountService(UserSettingsEditor);
  const state = useObservable(editor.state$, editor.state);
  usePageTitle(SETTINGS_TEXTS.title);

  // After a refused save the first field with a message takes the focus (WCAG 3.3.1). A frame later:
  // react-aria's press on Save finishes after the submit and would keep the focus on itself.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.refusals === 0) return;
    const frame = requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [state.refusals]);

  const header = <PageHeader title={SETTINGS_TEXTS.title} description={SETTINGS_TEXTS.description} />;
  if (state.status === "idle" || state.status === "loading") {
    return (
      <section className="settings-page" aria-busy="true">
        {header}
        <SettingsSkeleton />
      </section>
    );
  }
  if (state.status === "failed") {
    return (
      <section className="settings-page">
        {header}
        <EmptyState
          title={SETTINGS_TEXTS.loadFailed}
          action={<Button onPress={() => void editor.load()}>{SETTINGS_TEXTS.tryAgain}</Button>}
        >
          <p>{state.loadError}</p>
        </EmptyState>
      </section>
    );
  }

  const { draft, errors } = state;
  const secondsField = (field: SecondsField, label: string, description?: string) => (
    <TextField
      label={label}
      name={field}
      value={draft[field]}
      onChange={(value) => editor.edit(field, value)}
      onBlur={() => editor.touch(field)}
      error={errors[field]}
      description={description}
      autoComplete="off"
      isRequired
      maxLength={4}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save();
  };
  const otherErrors = (["autoHighlights", "widgetType", "showHighlightNotes", "uiAdjustments"] as SettingsField[])
    .map((field) => errors[field])
    .filter((message): message is string => Boolean(message));

  return (
    <section className="settings-page">
      {header}
      <form ref={formRef} className="settings-form" onSubmit={submit} noValidate>
        <SettingsSection icon={<Flag size={20} />} title={SETTINGS_TEXTS.highlightsHeading}>
          {secondsField("backtrackSeconds", SETTINGS_TEXTS.backtrackLabel, SETTINGS_TEXTS.backtrackDescription)}
          <div className="settings-form__pair">
            {secondsField("flagBeforeSeconds", SETTINGS_TEXTS.beforeLabel)}
            {secondsField("flagAfterSeconds", SETTINGS_TEXTS.afterLabel)}
          </div>
          <p className="settings-form__hint">{SETTINGS_TEXTS.flagWindowDescription}</p>
          <SettingToggle
            label={SETTINGS_TEXTS.autoHighlightsLabel}
            description={SETTINGS_TEXTS.autoHighlightsDescription}
            checked={draft.autoHighlights}
            onChange={(on) => editor.edit("autoHighlights", on)}
          />
        </SettingsSection>

        <SettingsSection icon={<MonitorSmartphone size={20} />} title={SETTINGS_TEXTS.widgetHeading}>
          <RadioCards<WidgetChoice>
            label={SETTINGS_TEXTS.widgetTypeLabel}
            options={WIDGET_OPTIONS}
            value={draft.widgetType}
            onChange={(value) => editor.edit("widgetType", value)}
          />
          <SettingToggle
            label={SETTINGS_TEXTS.highlightNotesLabel}
            description={SETTINGS_TEXTS.highlightNotesDescription}
            checked={draft.showHighlightNotes}
            onChange={(on) => editor.edit("showHighlightNotes", on)}
          />
        </SettingsSection>

        <SettingsSection icon={<Accessibility size={20} />} title={SETTINGS_TEXTS.accessibilityHeading}>
          <SettingToggle
            label={SETTINGS_TEXTS.uiAdjustmentsLabel}
            description={SETTINGS_TEXTS.uiAdjustmentsDescription}
            checked={draft.uiAdjustments}
            onChange={(on) => editor.edit("uiAdjustments", on)}
          />
        </SettingsSection>

        {otherErrors.length > 0 && (
          <Alert kind="error" title={SETTINGS_TEXTS.somethingWentWrong}>
            {otherErrors.join(" ")}
          </Alert>
        )}
        <div className="settings-form__actions">
          {/* Read out and shown: 'saved' until the next edit. */}
          <output className="settings-form__status" aria-live="polite">
            {!state.dirty && state.announcement && (
              <span key={state.announcement.id}>
                <CircleCheck size={16} aria-hidden="true" />
                {state.announcement.text}
              </span>
            )}
          </output>
          <Button type="submit" isDisabled={!state.dirty} isPending={state.saving}>
            {SETTINGS_TEXTS.save}
          </Button>
        </div>
      </form>
      <ErrorDialog
        isOpen={state.problem !== null}
        title={state.problem?.title ?? SETTINGS_TEXTS.somethingWentWrong}
        message={state.problem?.message ?? ""}
        onClose={() => editor.dismissProblem()}
      />
    </section>
  );
}

function SettingsSection({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-section__title">
        <span className="settings-section__icon" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h2>
      <div className="settings-section__body">{children}</div>
    </section>
  );
}

function SettingToggle({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="settings-toggle">
      <Switch label={label} checked={checked} onChange={onChange} />
      <p className="settings-toggle__description">{description}</p>
    </div>
  );
}

function SettingsSkeleton() {
  return (
    <div className="settings-form">
      {[0, 1, 2].map((section) => (
        <div key={section} className="settings-section">
          <Skeleton width={180} height={22} />
          <Skeleton width="100%" height={44} />
          <Skeleton width="60%" height={44} />
        </div>
      ))}
      <output className="kit-visually-hidden">{SETTINGS_TEXTS.loading}</output>
    </div>
  );
}
