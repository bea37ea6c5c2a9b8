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
}
