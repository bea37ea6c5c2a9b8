import { Camera, CloudUpload, Flag, Mic, Monitor, Square } from "lucide-react";
import { DOWNLOADS_TEXTS as TEXTS } from "./downloadsTexts";
import "./WidgetPreview.css";

const SOURCE_ICONS = [Monitor, Mic, Camera];
/** A still of the microphone meter: heights in percent. */
const LEVELS = [30, 55, 80, 45, 65, 92, 70, 40, 58, 85, 50, 35, 62, 78, 44, 28];

/**
 * A picture of the desktop widget while it records (spec 2): what the app looks like, drawn with the
 * page's own styles. Decorative: one image with one name for screen readers.
 */
export function WidgetPreview() {
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a drawing made of elements, named as one image
    <div className="widget-preview" role="img" aria-label={TEXTS.widgetPreviewLabel}>
      <div className="widget-preview__window">
        <div className="widget-preview__bar">
          <span className="widget-preview__dots">
            <i />
            <i />
            <i />
          </span>
          <span className="widget-preview__app">Lectern</span>
        </div>
        <div className="widget-preview__body">
          <div className="widget-preview__status">
            <span className="widget-preview__rec" />
            <span className="widget-preview__rec-label">{TEXTS.widgetPreviewRecording}</span>
            <span className="widget-preview__time">{TEXTS.widgetPreviewTime}</span>
          </div>
          <div className="widget-preview__sources">
            {TEXTS.widgetPreviewSources.map((source, index) => {
              const Icon = SOURCE_ICONS[index] ?? Monitor;
              return (
                <span key={source} className="widget-preview__source">
                  <Icon size={12} />
                  {source}
                </span>
              );
            })}
          </div>
          <div className="widget-preview__meter">
            {LEVELS.map((level, index) => (
              <span key={index} style={{ height: `${level}%` }} />
            ))}
          </div>
          <div className="widget-preview__controls">
            <span className="widget-preview__highlight">
              <Flag size={14} />
              {TEXTS.widgetPreviewHighlight}
            </span>
            <span className="widget-preview__stop">
              <Square size={12} />
            </span>
          </div>
        </div>
      </div>
      <div className="widget-preview__upload">
        <CloudUpload size={18} />
        <span>
          <strong>{TEXTS.widgetPreviewWaiting}</strong> {TEXTS.widgetPreviewUploadLater}
        </span>
      </div>
    </div>
  );
}
