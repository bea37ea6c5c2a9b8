import type { Transcript } from "@lectern/core/records/transcript/Transcript";
import { toSrt } from "@lectern/core/records/transcript/toSrt";
import { toText } from "@lectern/core/records/transcript/toText";
import { toWebVtt } from "@lectern/core/records/transcript/toWebVtt";
import { transcriptFileName } from "@lectern/core/records/transcript/transcriptFileName";
import { ChevronDown, Download } from "lucide-react";
import { memo } from "react";
import { Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { Button } from "../../../../kit/Button";
import { TRANSCRIPT_TEXTS } from "./transcriptTexts";

/** Hands an export to the browser (the panel's default) or to a test. */
export type SaveTranscriptFile = (text: string, name: string, type: string) => void;

const FORMATS = {
  txt: { label: TRANSCRIPT_TEXTS.exportText, type: "text/plain;charset=utf-8", write: toText },
  srt: { label: TRANSCRIPT_TEXTS.exportSrt, type: "application/x-subrip;charset=utf-8", write: toSrt },
  vtt: { label: TRANSCRIPT_TEXTS.exportWebVtt, type: "text/vtt;charset=utf-8", write: toWebVtt },
} as const;
type Format = keyof typeof FORMATS;

export interface TranscriptExportMenuProps {
  readonly transcript: Transcript;
  readonly sessionName: string;
  readonly save: SaveTranscriptFile;
}

/** Export as TXT, SRT or WebVTT, each downloaded under the session's name. */
export const TranscriptExportMenu = memo(function TranscriptExportMenu({
  transcript,
  sessionName,
  save,
}: TranscriptExportMenuProps) {
  const exportAs = (format: Format) => {
    const { write, type } = FORMATS[format];
    save(write(transcript), transcriptFileName(sessionName, format), type);
  };
  return (
    <div className="transcript__export">
      <MenuTrigger>
        <Button variant="secondary" size="sm">
          <Download size={16} aria-hidden="true" />
          {TRANSCRIPT_TEXTS.exportButton}
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
        <Popover className="transcript__popover" placement="bottom end" offset={6}>
          <Menu
            className="transcript__menu"
            aria-label={TRANSCRIPT_TEXTS.exportMenuLabel}
            onAction={(key) => exportAs(String(key) as Format)}
          >
            {(Object.keys(FORMATS) as Format[]).map((format) => (
              <MenuItem key={format} id={format} className="transcript__menu-item">
                {FORMATS[format].label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
});
