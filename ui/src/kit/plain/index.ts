/**
 * The kit's sign-in pieces on plain semantic elements (native form controls and <dialog>), for the
 * pages of the first load: react-aria-components stays out of /auth/login. Same props where the
 * react-aria piece has them, same classes, so the same look; the rest of the app keeps ../index.ts.
 */
export { Button, type ButtonProps } from "./Button";
export { Checkbox } from "./Checkbox";
export { ErrorDialog } from "./ErrorDialog";
export { FieldFrame, type FieldFrameProps, type FieldInputProps } from "./FieldFrame";
export { ModalDialog } from "./ModalDialog";
export { PasswordField } from "./PasswordField";
export { TextField } from "./TextField";
