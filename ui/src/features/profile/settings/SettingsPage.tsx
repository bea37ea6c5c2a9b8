// Replaced by the settings helper (issue 14).
export function SettingsPage() {
  return <section aria-label="Settings" />;
}
