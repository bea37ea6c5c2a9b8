import type { ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { LazySlidesTab } from "../../slides/LazySlidesTab";
import "./WidgetNotesTabs.css";

/** Spec 2 §2.3: the widget's tabs (labels cut at 20 symbols; both fit). */
export const WIDGET_NOTES_TABS = { notes: "NOTES", slideNotes: "SLIDE NOTES" } as const;
const NOT_ON_SERVER = "Slides can be added once this recording has reached the server.";

export interface WidgetNotesTabsProps {
  /** The recording's session on the server; null while it is only on this device. */
  readonly sessionId: string | null;
  /** The NOTES tab's content. */
  readonly children: ReactNode;
}

/**
 * NOTES and SLIDE NOTES (spec 2 §2.3). The slides tab is the record page's slides widget for this
 * recording, in owner mode, loaded the first time it is opened.
 */
export function WidgetNotesTabs({ sessionId, children }: WidgetNotesTabsProps) {
  return (
    <Tabs className="widget-notes-tabs">
      <TabList className="widget-notes-tabs__list" aria-label="Notes">
        <Tab id="notes" className="widget-notes-tabs__tab">
          {WIDGET_NOTES_TABS.notes}
        </Tab>
        <Tab id="slide-notes" className="widget-notes-tabs__tab">
          {WIDGET_NOTES_TABS.slideNotes}
        </Tab>
      </TabList>
      <TabPanel id="notes" className="widget-notes-tabs__panel">
        {children}
      </TabPanel>
      <TabPanel id="slide-notes" className="widget-notes-tabs__panel">
        {sessionId === null ? (
          <p className="notes-panel__locked">{NOT_ON_SERVER}</p>
        ) : (
          <LazySlidesTab recordId={sessionId} isOwner />
        )}
      </TabPanel>
    </Tabs>
  );
}
