/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** demo (default) | api */
  readonly VITE_LECTERN_MODE?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_PUSHER_KEY?: string;
  readonly VITE_PUSHER_HOST?: string;
  readonly VITE_PUSHER_PORT?: string;
  readonly VITE_PUSHER_TLS?: string;
  readonly VITE_PROBE_URL?: string;
  /** "1" in the e2e build only: the in-tab demo's test controls (openBrowserDemo). */
  readonly VITE_LECTERN_TEST_CONTROLS?: string;
}
