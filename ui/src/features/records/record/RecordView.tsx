import type { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import { type HighlightClip, highlightClipName } from "@lectern/core/records/playback/HighlightClip";
import { createPlaybackController } from "@lectern/core/records/playback/PlaybackController";
import { recordPermissions, sharedPoiClip } from "@lectern/core/records/record/RecordAccess";
import { confinePlayback } from "@lectern/core/records/record/confinePlayback";
import type { RecordTag } from "@lectern/core/records/record/RecordDetail";
import type { RecordCommandOutcome, RecordPage } from "@lectern/core/records/record/RecordPage";
import type { ReadyRecord } from "@lectern/core/records/record/recordPageReducer";
import {
  type RecordTabId,
  STUDY_TAB_PART,
  type StudyTabId,
  canGenerate,
  recordTabs,
} from "@lectern/core/records/record/recordTabs";
import { startTimeFrom } from "@lectern/core/records/record/startTime";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { ConfirmDialog, useDialogs, useToasts } from "../../../kit";
import { Skeleton } from "../../../kit/Skeleton";
import { TabsBar, type TabsBarTab, tabForLocation } from "../../../kit/TabsBar";
import { useObservable } from "../../../reactive/useObservable";
import { useSession } from "../../shell/useSession";
import { ShareHighlightButton } from "../../sharing/share/ShareHighlightButton";
import { LazySlidesTab } from "../../slides/LazySlidesTab";
import { HighlightTags } from "./HighlightTags";
import { HighlightsPanel } from "./player/HighlightsPanel";
import { RecordHeader } from "./RecordHeader";
import { RecordMedia } from "./RecordMedia";
import { RecordNotes } from "./RecordNotes";
import { RECORD_PAGE_TEXTS } from "./recordPageTexts";
import { LazyStudyTab } from "./study/LazyStudyTab";
import { StudyPanel } from "./study/StudyPanel";
import { studyListOf } from "./study/studyListItems";
import { useReadingEmphasis } from "./study/useReadingEmphasis";
import { CaptionImportForm } from "./transcript/CaptionImportForm";
import { TranscriptPanel, type TranscriptPanelState } from "./transcript/TranscriptPanel";

export interface RecordViewProps {
  state: ReadyRecord;
  page: RecordPage;
  viewer: AttachmentViewer;
}

/** Turns a command's outcome into a rejection the inline editors show, or true/false for the rest. */
const orThrow = (outcome: RecordCommandOutcome): void => {
  if (!outcome.ok) throw new Error(outcome.message);
};

const isStudyTab = (tab: RecordTabId | undefined): tab is StudyTabId =>
  tab === "summary" || tab === "key-points" || tab === "action-items";

/** A loaded record: the header, the player column and the tabs (transcript, highlights, notes, …). */
export function RecordView({ state, page, viewer }: RecordViewProps) {
  const { record, access } = state;
  const { readOnly } = access;
  const dialogs = useDialogs();
  const toasts = useToasts();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // Spec 3 §6: on a shared record the shared set decides; the user's own flags on their own record.
  const permissions = recordPermissions(access, useSession().state.permissions);
  const [emphasis, setEmphasis] = useReadingEmphasis();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // One playback clock per record: player, waveform, transcript and highlights all follow it.
  const controller = useMemo(
    () => {
      const created = createPlaybackController({ duration: record.duration });
      // Contract 9: `?t=` opens the record at that moment (the media starts there once attached).
      const start = startTimeFrom(params.get("t"));
      if (start !== null && access.sharedPoi === null) created.seekTo(start);
      return created;
    },
    // A new record gets a new clock; a changed duration alone keeps the one playing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [record.id],
  );
  const playback = useObservable(controller.state$, controller.state);
  // A shared highlight (contract rule 7): the player starts at its start and stops at its end.
  const clipStart = access.sharedPoi?.start ?? null;
  const clipEnd = access.sharedPoi?.end ?? null;
  useEffect(() => {
    const range = sharedPoiClip(access);
    return range === null ? undefined : confinePlayback(controller, range);
    // The span's numbers, not the access object a reload replaces.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, clipStart, clipEnd]);
  const playFrom = (seconds: number) => {
    controller.seekTo(seconds);
    controller.play();
  };

  // Until the permissions are known the tabs are not: a hidden tab must not flash in, nor a shown one out.
  const tabs: TabsBarTab[] =
    permissions === null
      ? []
      : recordTabs(permissions)
          // A visitor's quiz needs a signed-in account (spec 3 §2: shared quizzes go to login without it).
          .filter(({ id }) => access.signedIn || id !== "quiz")
          .map(({ id, premium }) => ({ id, title: RECORD_PAGE_TEXTS.tabs[id], premium: premium && !readOnly }));
  const currentUrl = location.pathname + location.search;
  const tab = tabForLocation(tabs, currentUrl)?.id as RecordTabId | undefined;
  const selectTab = (next: TabsBarTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set("tab", next.id);
        return copy;
      },
      { replace: true },
    );

  const showProblem = (outcome: RecordCommandOutcome): boolean => {
    if (!outcome.ok) void dialogs.error(outcome.message, outcome.title);
    return outcome.ok;
  };

  const download = async () => {
    setDownloading(true);
    const outcome = await page.downloadZip();
    setDownloading(false);
    if (!outcome.ok) {
      void dialogs.error(outcome.message, outcome.title);
      return;
    }
    const link = document.createElement("a");
    link.href = outcome.url;
    link.download = outcome.name ?? `${record.name}.zip`;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  };

  const remove = async () => {
    setDeleting(true);
    const outcome = await page.remove();
    setDeleting(false);
    setConfirmDelete(false);
    if (!showProblem(outcome)) return;
    toasts.show({ text: RECORD_PAGE_TEXTS.deleted, type: "success", small: true });
    navigate("/records");
  };

  // The HighlightsPanel's slot after each highlight's chips: its tag editor.
  const renderHighlightTags = (highlight: HighlightClip) => (
    <HighlightTags
      clip={highlight}
      options={state.tagOptions}
      onAttach={async (text) => showProblem(await page.attachHighlightTag(highlight.id, text))}
      onDetach={async (tagId) => showProblem(await page.detachHighlightTag(highlight.id, tagId))}
    />
  );

  // The owner's Share highlight at the end of each highlight's actions.
  const renderShareHighlight = (highlight: HighlightClip) => (
    <ShareHighlightButton poiId={highlight.id} highlightName={highlightClipName(highlight)} />
  );

  const transcriptState: TranscriptPanelState =
    record.transcript.status === "ready"
      ? { kind: "ready", transcript: record.transcript }
      : record.transcript.status === "none"
        ? { kind: "none", reason: record.transcript.reason }
        : { kind: "loading" };
  const clip = playback.clip;
  const playingId =
    clip === null
      ? null
      : (record.highlights.find((highlight) => Math.abs(highlight.start - clip.start) < 0.5)?.id ?? null);

  return (
    <div className="record-page">
      <RecordHeader
        record={record}
        tagOptions={state.tagOptions}
        onRename={async (name) => orThrow(await page.rename(name))}
        onFavourite={(favourite) => void page.setFavourite(favourite).then(showProblem)}
        onAttachTag={async (text) => showProblem(await page.attachTag(text))}
        onDetachTag={async (tag: RecordTag) => showProblem(await page.detachTag(tag.id))}
        onDownload={() => void download()}
        downloading={downloading}
        onDelete={() => setConfirmDelete(true)}
        readOnly={readOnly}
        downloadable={access.downloadable}
        canFavourite={access.signedIn}
        canShare={access.isOwner}
        sharedBy={access.isOwner ? null : (access.owner?.name ?? null)}
        highlightOfLecture={access.sharedPoi !== null}
      />
      <div className="record-page__body">
        <div className="record-page__main">
          <RecordMedia state={state} controller={controller} />
          {access.sharedPoi !== null && (
            <p className="record-page__clip-note">{RECORD_PAGE_TEXTS.highlightOfLectureText}</p>
          )}
        </div>
        <div className="record-page__side">
          {permissions === null ? (
            <div className="record-page__tabs-loading" aria-busy="true">
              <output className="kit-visually-hidden">{RECORD_PAGE_TEXTS.loadingTabs}</output>
              <Skeleton width="100%" height={40} />
              <Skeleton width="100%" height={220} />
            </div>
          ) : (
            <TabsBar
              tabs={tabs}
              currentUrl={currentUrl}
              onSelect={selectTab}
              label={RECORD_PAGE_TEXTS.tabsLabel}
              className="record-page__tabs"
            >
              {tab === "transcript" && (
                <TranscriptPanel
                  state={transcriptState}
                  currentTime={playback.currentTime}
                  onSeek={(seconds) => controller.seekTo(seconds)}
                  sessionName={record.name}
                  emphasis={emphasis}
                  onEmphasisChange={setEmphasis}
                  importer={
                    access.mode === "own" && access.isOwner && !readOnly ? (
                      <CaptionImportForm sessionId={record.id} />
                    ) : undefined
                  }
                />
              )}
              {tab === "highlights" && (
                <HighlightsPanel
                  highlights={record.highlights}
                  playingId={playingId}
                  headingLevel={2}
                  onPlay={(highlight) =>
                    controller.playClip(highlight.start, highlight.start + (highlight.duration ?? 0))
                  }
                  onRename={async (highlight, name) => orThrow(await page.renameHighlight(highlight.id, name))}
                  onRemove={async (highlight) => {
                    showProblem(await page.removeHighlight(highlight.id));
                  }}
                  readOnly={readOnly}
                  tagActions={readOnly ? undefined : renderHighlightTags}
                  rowActions={access.isOwner && !readOnly ? renderShareHighlight : undefined}
                />
              )}
              {tab === "notes" && (
                <RecordNotes
                  notes={record.notes}
                  viewer={viewer}
                  sessionId={record.id}
                  readOnly={!access.notesEditable}
                  onChanged={() => page.reload()}
                />
              )}
              {tab === "slides" && (
                <LazySlidesTab key={record.id} recordId={record.id} isOwner={access.isOwner && !readOnly} />
              )}
              {isStudyTab(tab) && permissions !== null && (
                <StudyPanel
                  key={tab}
                  kind={tab}
                  material={studyListOf(record, tab)}
                  onGenerate={
                    !readOnly && canGenerate(permissions, tab) ? () => page.generate([STUDY_TAB_PART[tab]]) : null
                  }
                  readOnly={readOnly}
                  learnsFrom={record.learnsFrom}
                  emphasis={emphasis}
                  onEmphasisChange={setEmphasis}
                  onPlay={playFrom}
                />
              )}
              {(tab === "quiz" || tab === "tutor") && (
                <LazyStudyTab
                  key={tab}
                  which={tab}
                  props={{ recordId: record.id, recordName: record.name, seek: playFrom, permissions }}
                />
              )}
            </TabsBar>
          )}
        </div>
      </div>
      <ConfirmDialog
        isOpen={confirmDelete}
        title={RECORD_PAGE_TEXTS.deleteTitle}
        message={RECORD_PAGE_TEXTS.deleteMessage(record.name)}
        confirmLabel={RECORD_PAGE_TEXTS.delete}
        confirmVariant="danger"
        isPending={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}
