import {
  NOTE_FONTS,
  NOTE_HEADING_LEVELS,
  NOTE_HIGHLIGHT_COLOURS,
  NOTE_TEXT_COLOURS,
  type NoteFont,
} from "@lectern/core/notes/domain/noteHtmlRules";
import { clsx } from "clsx";
import {
  Baseline,
  Bold,
  ChevronDown,
  Highlighter,
  Italic,
  Link2,
  List,
  ListIndentDecrease,
  ListIndentIncrease,
  ListOrdered,
  Sigma,
  Underline,
  type LucideIcon,
} from "lucide-react";
import type { MouseEvent, ReactNode, Ref } from "react";
import {
  Button,
  Dialog,
  DialogTrigger,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Toolbar,
  type Key,
} from "react-aria-components";
import { editorTexts, FONT_LABELS } from "../editorTexts";

export type InlineToggle = "bold" | "italic" | "underline";
export type ColourFormat = "color" | "background";

export interface EditorToolbarProps {
  /** The formats at the selection (Quill's getFormat). */
  readonly formats: Record<string, unknown>;
  /** A link needs selected text (or the caret in a link). */
  readonly canLink: boolean;
  readonly toolbarRef: Ref<HTMLDivElement>;
  readonly onToggle: (format: InlineToggle) => void;
  /** `false` takes the colour off. */
  readonly onColour: (format: ColourFormat, value: string | false) => void;
  readonly onFont: (font: NoteFont) => void;
  /** `false` is Plain Text. */
  readonly onHeading: (level: number | false) => void;
  readonly onList: (list: "ordered" | "bullet") => void;
  readonly onIndent: (step: "+1" | "-1") => void;
  readonly onLink: () => void;
  readonly onFormula: () => void;
}

/** Pressing a tool must not take the editor's selection away (a click keeps focus in the text). */
const keepSelection = (event: MouseEvent) => event.preventDefault();

function ToolButton({
  label,
  icon: Icon,
  pressed,
  disabled = false,
  onPress,
}: {
  label: string;
  icon: LucideIcon;
  pressed?: boolean;
  disabled?: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      className="note-tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      onMouseDown={keepSelection}
      onClick={() => {
        if (!disabled) onPress();
      }}
    >
      <Icon size={17} strokeWidth={2.2} aria-hidden="true" />
    </button>
  );
}

const same = (a: unknown, b: string) => typeof a === "string" && a.toLowerCase() === b.toLowerCase();

function ColourTool({
  format,
  current,
  onColour,
}: {
  format: ColourFormat;
  current: unknown;
  onColour: EditorToolbarProps["onColour"];
}) {
  const text = format === "color";
  const label = text ? editorTexts.textColour : editorTexts.highlight;
  const colours: readonly string[] = text ? NOTE_TEXT_COLOURS : NOTE_HIGHLIGHT_COLOURS;
  const Icon = text ? Baseline : Highlighter;
  const shown = typeof current === "string" ? current : text ? "#2C2D3F" : "transparent";
  return (
    <DialogTrigger>
      <Button className="note-tool note-tool--colour" aria-label={label}>
        <Icon size={17} strokeWidth={2.2} aria-hidden="true" />
        <span className="note-tool__bar" style={{ background: shown }} aria-hidden="true" />
      </Button>
      <Popover className="note-tool-popover note-swatches-popover" placement="bottom start" offset={6}>
        <Dialog className="note-swatches" aria-label={label}>
          {({ close }) => (
            <>
              <button
                type="button"
                className="note-swatch note-swatch--none"
                aria-label={text ? editorTexts.defaultColour : editorTexts.noHighlight}
                title={text ? editorTexts.defaultColour : editorTexts.noHighlight}
                aria-pressed={current == null || current === false}
                onClick={() => {
                  onColour(format, false);
                  close();
                }}
              />
              {colours.map((colour) => (
                <button
                  key={colour}
                  type="button"
                  className="note-swatch"
                  style={{ background: colour }}
                  aria-label={editorTexts.colour(colour)}
                  title={colour}
                  aria-pressed={same(current, colour)}
                  onClick={() => {
                    onColour(format, colour);
                    close();
                  }}
                />
              ))}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function ToolSelect({
  label,
  value,
  items,
  onChange,
  listClassName,
  itemClassName,
}: {
  label: string;
  value: string;
  items: readonly { id: string; label: string }[];
  onChange: (id: string) => void;
  listClassName?: string;
  itemClassName: (id: string) => string;
}) {
  return (
    <Select
      className="note-tool-select"
      aria-label={label}
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
    >
      <Button className="note-tool note-tool-select__trigger">
        <SelectValue className="note-tool-select__value" />
        <ChevronDown size={15} aria-hidden="true" />
      </Button>
      <Popover className="note-tool-popover note-tool-listbox-popover" placement="bottom start" offset={6}>
        <ListBox className={clsx("note-tool-listbox", listClassName)} items={items}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              className={clsx("note-tool-option", itemClassName(item.id))}
            >
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

const FONT_ITEMS = NOTE_FONTS.map((font) => ({ id: font, label: FONT_LABELS[font] ?? font }));
const PLAIN = "plain";
const HEADING_ITEMS = [
  ...NOTE_HEADING_LEVELS.map((level) => ({ id: String(level), label: editorTexts.headingLevel(level) })),
  { id: PLAIN, label: editorTexts.plainText },
];

function Group({ children }: { children: ReactNode }) {
  return <div className="note-toolbar__group">{children}</div>;
}

/**
 * The editor's own toolbar (spec 3 §2): every control a real button or labelled select with an
 * accessible name (quill #4439), pressed state from the selection's formats, arrow keys between
 * controls (react-aria Toolbar); the editor takes Escape back to the text.
 */
export function EditorToolbar({
  formats,
  canLink,
  toolbarRef,
  onToggle,
  onColour,
  onFont,
  onHeading,
  onList,
  onIndent,
  onLink,
  onFormula,
}: EditorToolbarProps) {
  const header = typeof formats["header"] === "number" ? String(formats["header"]) : PLAIN;
  const font = typeof formats["font"] === "string" ? formats["font"] : "muli";
  return (
    <Toolbar ref={toolbarRef} className="note-toolbar" aria-label={editorTexts.toolbar}>
      <Group>
        <ToolButton
          label={editorTexts.bold}
          icon={Bold}
          pressed={formats["bold"] === true}
          onPress={() => onToggle("bold")}
        />
        <ToolButton
          label={editorTexts.italic}
          icon={Italic}
          pressed={formats["italic"] === true}
          onPress={() => onToggle("italic")}
        />
        <ToolButton
          label={editorTexts.underline}
          icon={Underline}
          pressed={formats["underline"] === true}
          onPress={() => onToggle("underline")}
        />
      </Group>
      <Group>
        <ColourTool format="color" current={formats["color"]} onColour={onColour} />
        <ColourTool format="background" current={formats["background"]} onColour={onColour} />
      </Group>
      <Group>
        <ToolSelect
          label={editorTexts.font}
          value={font}
          items={FONT_ITEMS}
          listClassName="note-content"
          itemClassName={(id) => `ql-font-${id}`}
          onChange={(id) => onFont(id as NoteFont)}
        />
        <ToolSelect
          label={editorTexts.heading}
          value={header}
          items={HEADING_ITEMS}
          itemClassName={(id) => `note-tool-option--heading-${id}`}
          onChange={(id) => onHeading(id === PLAIN ? false : Number(id))}
        />
      </Group>
      <Group>
        <ToolButton
          label={editorTexts.orderedList}
          icon={ListOrdered}
          pressed={formats["list"] === "ordered"}
          onPress={() => onList("ordered")}
        />
        <ToolButton
          label={editorTexts.bulletList}
          icon={List}
          pressed={formats["list"] === "bullet"}
          onPress={() => onList("bullet")}
        />
        <ToolButton label={editorTexts.indentLeft} icon={ListIndentDecrease} onPress={() => onIndent("-1")} />
        <ToolButton label={editorTexts.indentRight} icon={ListIndentIncrease} onPress={() => onIndent("+1")} />
      </Group>
      <Group>
        <ToolButton
          label={editorTexts.link}
          icon={Link2}
          pressed={typeof formats["link"] === "string"}
          disabled={!canLink}
          onPress={onLink}
        />
        <ToolButton label={editorTexts.formula} icon={Sigma} onPress={onFormula} />
      </Group>
    </Toolbar>
  );
}
