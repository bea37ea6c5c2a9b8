/**
 * Lectern's design system: react-aria-components underneath (keyboard, focus and ARIA behaviour),
 * plain CSS on top (tokens in theme.css). Import theme.css once at the composition root.
 */
export { Alert, type AlertKind, type AlertProps } from "./Alert";
export { AlertDialog, type AlertDialogProps, type AlertOptions } from "./AlertDialog";
export { AppShell, type AppShellProps } from "./AppShell";
export { AsyncLoader, type AsyncLoaderProps } from "./AsyncLoader";
export { AuthCarousel, AUTH_SLIDES } from "./AuthCarousel";
export { AuthSplitLayout, type AuthSplitLayoutProps } from "./AuthSplitLayout";
export { Avatar, type AvatarProps } from "./Avatar";
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from "./Button";
export { Checkbox, type CheckboxProps } from "./plain/Checkbox";
export { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";
export { CountryCombobox, type CountryComboboxProps } from "./CountryCombobox";
export { DialogHost } from "./DialogHost";
export { DialogIcon, type DialogKind } from "./DialogIcon";
export type { Dialogs } from "./DialogContext";
export { EmptyState, type EmptyStateProps } from "./EmptyState";
export { ErrorDialog, type ErrorDialogProps } from "./plain/ErrorDialog";
export { ExternalLink, type ExternalLinkProps } from "./ExternalLink";
export {
  LicenceKeyCard,
  LICENCE_KEY_HELP_URL,
  LICENCE_KEY_MAX_LENGTH,
  type LicenceKeyCardProps,
} from "./LicenceKeyCard";
export { Logo, type LogoProps } from "./Logo";
export { ModalDialog, type ModalDialogProps, type ModalDialogSize } from "./ModalDialog";
export { PageHeader, type PageHeaderProps } from "./PageHeader";
export { PasswordField, type PasswordFieldProps } from "./PasswordField";
export { PasswordRules, type PasswordRuleCheck } from "./PasswordRules";
export { ProfileMenu, type ProfileMenuProps, type TopBarUser } from "./ProfileMenu";
export { ProgressBar, type ProgressBarProps } from "./ProgressBar";
export { RadioCards, type RadioCardOption, type RadioCardsProps } from "./RadioCards";
export { Select, type SelectItem, type SelectProps } from "./Select";
export { Skeleton, type SkeletonProps } from "./Skeleton";
export { SkipLink } from "./SkipLink";
export { Spinner, type SpinnerProps } from "./Spinner";
export { TextField, type TextFieldProps } from "./TextField";
export {
  SMALL_TOAST_TIMEOUT_MS,
  TOAST_TIMEOUT_MS,
  type ToastOptions,
  type ToastType,
  type Toasts,
} from "./ToastContext";
export { ToastHost } from "./ToastHost";
export { TopBar, type TopBarLink, type TopBarProps } from "./TopBar";
export { UnauthenticatedBanner, type UnauthenticatedBannerProps } from "./UnauthenticatedBanner";
export { useDialogs } from "./useDialogs";
export { useToasts } from "./useToasts";
