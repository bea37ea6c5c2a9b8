import { SLIDES_TEXTS } from "@lectern/core/slides/domain/slidesTexts";
import { MoreHorizontal } from "lucide-react";
import { Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { Button } from "../../kit/Button";
import { SLIDES_UI_TEXTS } from "./slidesUiTexts";

/** Spec 3 §2 actions menu: 'Delete all slides' (asks first). */
export function SlidesActionsMenu({ onDeleteAll, disabled }: { onDeleteAll: () => void; disabled: boolean }) {
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" aria-label={SLIDES_UI_TEXTS.actions} isDisabled={disabled}>
        <MoreHorizontal size={18} aria-hidden="true" />
      </Button>
      <Popover className="slides-menu" placement="bottom end" offset={6}>
        <Menu className="slides-menu__list" aria-label={SLIDES_UI_TEXTS.actions} onAction={onDeleteAll}>
          <MenuItem id="delete-all" className="slides-menu__item">
            {SLIDES_TEXTS.deleteAll}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
