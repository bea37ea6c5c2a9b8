import type { RecordCommandOutcome } from "@lectern/core/records/record/RecordPage";
import type { StudyTabId } from "@lectern/core/records/record/recordTabs";
import type { StudyMaterial, StudySource } from "@lectern/core/records/record/StudyMaterial";
import { clsx } from "clsx";
import { CircleAlert, Crown, NotebookPen, Sparkles, StickyNote } from "lucide-react";
import { Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { Alert } from "../../../../kit/Alert";
import { Button } from "../../../../kit/Button";
import { EmptyState } from "../../../../kit/EmptyState";
import { Switch } from "../../../../kit/Switch";
import { LoadBoundary } from "./LoadBoundary";
import { StudyItemList, type StudyListItem } from "./StudyItemList";
import { StudyLoading } from "./StudyLoading";
import { STUDY_TEXTS } from "./studyTexts";
import "./StudyPanel.css";

/** Spec 3 §2: /billing/product is the price list, where a plan with generation is bought. */
export const UPGRADE_PATH = "/billing/product";

export interface StudyPanelProps {
  readonly kind: StudyTabId;
  readonly material: StudyMaterial<StudyListItem>;
  /** Asks for this tab's material; null when the user's plan cannot generate it (upgrade instead). */
  readonly onGenerate: (() => Promise<RecordCommandOutcome>) | null;
  readonly emphasis: boolean;
  readonly onEmphasisChange: (on: boolean) => void;
  readonly onPlay: (seconds: number) => void;
  /** A shared record read by someone else: nothing to generate here, and no upgrade offered. */
  readonly readOnly?: boolean;
  /**
   * What a generation would learn from now (issue 21): with nothing (null) no Generate is offered —
   * it would only be refused — and the tab says what to do instead. @default "transcript"
   */
  readonly learnsFrom?: StudySource | null;
}

/** Where to add notes: the record page's Notes tab (its `?tab=` address). */
const NOTES_TAB = { search: "?tab=notes" } as const;

/** What the polite status line says for each status (a change is what gets announced). */
const announcement = (kind: StudyTabId, material: StudyMaterial<StudyListItem>): string => {
  const texts = STUDY_TEXTS.kinds[kind];
  switch (material.status) {
    case "generating":
      return texts.generating;
    case "failed":
      return texts.failedTitle;
    case "ready":
      if (material.items.length === 0) return texts.nothingFound;
      return material.source === "notes" ? `${texts.ready} ${STUDY_TEXTS.madeFromNotes}` : texts.ready;
    case "none":
      return "";
  }
};

/**
 * One of the Summary, Key points and Action items tabs (issue 12): the list with its moments once
 * generated; while generating a skeleton and a polite "Generating…"; a failed generation says why
 * and offers Try again; nothing yet explains and offers Generate. Where the plan cannot generate,
 * the button is an upgrade link instead. Material made from the notes of a lecture without a
 * transcript says so (issue 21); with nothing to learn from, no Generate: what to do instead.
 */
export function StudyPanel({
  kind,
  material,
  onGenerate,
  emphasis,
  onEmphasisChange,
  onPlay,
  readOnly = false,
  learnsFrom = "transcript",
}: StudyPanelProps) {
  const texts = STUDY_TEXTS.kinds[kind];
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { status, items } = material;

  const generate = async () => {
    if (onGenerate === null) return;
    setPending(true);
    setRefusal(null);
    const outcome = await onGenerate();
    setPending(false);
    if (!outcome.ok) setRefusal(outcome.message);
  };

  const action = (label: string) =>
    readOnly ? undefined : onGenerate === null ? (
      <Link to={UPGRADE_PATH} className="kit-button kit-button--primary kit-button--md">
        <Crown size={16} aria-hidden="true" />
        {STUDY_TEXTS.upgrade}
      </Link>
    ) : (
      <Button onPress={() => void generate()} isPending={pending}>
        <Sparkles size={16} aria-hidden="true" />
        {label}
      </Button>
    );
  const premiumNote = onGenerate === null && !readOnly && <p className="study__premium">{STUDY_TEXTS.premiumText}</p>;
  // Nothing to learn from: the owner is told what to do, not offered a Generate that would be refused.
  const unavailable = learnsFrom === null && !readOnly && onGenerate !== null;
  const whatToDo = (
    <>
      <p>{STUDY_TEXTS.nothingToLearnFrom}</p>
      <p>{texts.unavailableText}</p>
    </>
  );
  const addNotes = (
    <Link to={NOTES_TAB} className="kit-button kit-button--primary kit-button--md">
      <NotebookPen size={16} aria-hidden="true" />
      {STUDY_TEXTS.addNotes}
    </Link>
  );

  const message = announcement(kind, material);
  // What changed while the tab was open is spoken; a status found on opening is only shown (a hidden
  // copy of the visible text would be read twice).
  const [seenStatus, setSeenStatus] = useState(status);
  const [spoken, setSpoken] = useState("");
  if (seenStatus !== status) {
    setSeenStatus(status);
    setSpoken(message);
  }
  return (
    <div className={clsx("study", `study--${kind}`)}>
      {/* One polite line: "Generating…" is seen; the other statuses are only spoken when they change. */}
      {status !== "generating" && (
        <output aria-live="polite" className="kit-visually-hidden">
          {spoken}
        </output>
      )}
      {status === "generating" && <StudyLoading message={message} />}
      {status === "failed" && (
        <EmptyState
          icon={<CircleAlert size={28} />}
          title={texts.failedTitle}
          headingLevel={3}
          action={unavailable ? addNotes : action(STUDY_TEXTS.tryAgain)}
        >
          <p>{material.error}</p>
          {unavailable && <p>{texts.unavailableText}</p>}
          {premiumNote}
        </EmptyState>
      )}
      {status === "none" && unavailable && (
        <EmptyState icon={<StickyNote size={28} />} title={texts.unavailableTitle} headingLevel={3} action={addNotes}>
          {whatToDo}
        </EmptyState>
      )}
      {((status === "none" && !unavailable) || (status === "ready" && items.length === 0)) && (
        <EmptyState
          icon={<Sparkles size={28} />}
          title={status === "none" ? texts.emptyTitle : texts.listLabel}
          headingLevel={3}
          action={status === "ready" && unavailable ? addNotes : action(texts.generate)}
        >
          <p>
            {status === "ready"
              ? texts.nothingFound
              : learnsFrom === "notes" && !readOnly
                ? texts.emptyTextFromNotes
                : texts.emptyText}
          </p>
          {premiumNote}
        </EmptyState>
      )}
      {status === "ready" && items.length > 0 && (
        <>
          {material.source === "notes" && (
            <p className="study__source">
              <StickyNote size={16} aria-hidden="true" />
              {STUDY_TEXTS.madeFromNotes}
            </p>
          )}
          <div className="study__toolbar">
            <Switch label={STUDY_TEXTS.readingEmphasis} checked={emphasis} onChange={onEmphasisChange} />
          </div>
          <LoadBoundary module={texts.listLabel}>
            <Suspense fallback={<StudyLoading message={STUDY_TEXTS.loading(texts.listLabel)} rows={[90, 80, 70]} />}>
              <StudyItemList kind={kind} items={items} emphasis={emphasis} onPlay={onPlay} />
            </Suspense>
          </LoadBoundary>
        </>
      )}
      {refusal !== null && <Alert kind="error">{refusal}</Alert>}
    </div>
  );
}
