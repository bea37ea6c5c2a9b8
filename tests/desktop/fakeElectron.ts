import { vi } from "vitest";

/**
 * Stand-in for the `electron` module (no Electron binary exists on the build machines). Each test
 * file mocks "electron" with this object, then drives the handlers main registered on it.
 */

type Listener = (...args: never[]) => unknown;

/** The navigation events Electron hands to will-navigate / will-redirect listeners. */
export interface FakeNavigationEvent {
  readonly url: string;
  readonly preventDefault: ReturnType<typeof vi.fn>;
}

export class FakeWebContents {
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  readonly listeners = new Map<string, Listener[]>();

  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  /** Fires a cancellable event the way Electron does and tells whether someone cancelled it. */
  navigate(event: string, url: string): FakeNavigationEvent {
    const navigation: FakeNavigationEvent = { url, preventDefault: vi.fn() };
    for (const listener of this.listeners.get(event) ?? []) (listener as (e: FakeNavigationEvent) => void)(navigation);
    return navigation;
  }
}

export class FakeBrowserWindow {
  static readonly created: FakeBrowserWindow[] = [];
  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.created;
  }
  /** The window showing `contents`; IPC tests send from the first window made. */
  static fromWebContents(contents: unknown): FakeBrowserWindow | null {
    return (
      FakeBrowserWindow.created.find((window) => window.webContents === contents) ??
      FakeBrowserWindow.created[0] ??
      null
    );
  }
  readonly setSize = vi.fn((_width: number, _height: number) => undefined);
  readonly webContents = new FakeWebContents();
  readonly loadURL = vi.fn(async (_url: string) => undefined);
  readonly show = vi.fn();
  readonly focus = vi.fn();
  readonly restore = vi.fn();
  readonly isMinimized = vi.fn(() => false);
  readonly once = vi.fn();
  constructor(readonly options: { webPreferences?: Record<string, unknown> } & Record<string, unknown>) {
    FakeBrowserWindow.created.push(this);
  }
}

/** A desktopCapturer source with just what main reads: id, name and a thumbnail. */
export interface FakeCapturerSource {
  readonly id: string;
  readonly name: string;
  readonly thumbnail: { isEmpty(): boolean; toDataURL(): string };
}

/** A screen as desktopCapturer lists it; an empty `png` is a platform that gives no thumbnail. */
export const fakeScreen = (id: string, name: string, png = `png-of-${id}`): FakeCapturerSource => ({
  id,
  name,
  thumbnail: { isEmpty: () => png === "", toDataURL: () => (png ? `data:image/png;base64,${png}` : "") },
});

type IpcHandler = (event: { senderFrame: { url: string } | null; sender: unknown }, ...args: unknown[]) => unknown;
type PermissionHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl: string },
) => void;
type PermissionCheck = (contents: unknown, permission: string, origin: string) => boolean;
/** What Electron tells a display-media handler about the request (the fields main reads). */
export interface FakeDisplayMediaRequest {
  readonly frame: { url: string } | null;
  readonly securityOrigin: string;
}
type DisplayMediaHandler = (request: FakeDisplayMediaRequest, callback: (streams: { video?: unknown }) => void) => void;

const ipcHandlers = new Map<string, IpcHandler>();
const appListeners = new Map<string, Listener>();
const sessionHandlers: {
  request?: PermissionHandler;
  check?: PermissionCheck;
  displayMedia?: DisplayMediaHandler;
  displayMediaOptions?: unknown;
} = {};

export const fakeElectron = {
  BrowserWindow: FakeBrowserWindow,
  ipcHandlers,
  appListeners,
  sessionHandlers,
  shell: { openExternal: vi.fn(async (_url: string) => undefined) },
  ipcMain: {
    handle: vi.fn((channel: string, handler: IpcHandler) => {
      ipcHandlers.set(channel, handler);
    }),
  },
  ipcRenderer: {
    invoke: vi.fn(async (_channel: string, ..._args: unknown[]): Promise<unknown> => undefined),
    send: vi.fn(),
    on: vi.fn(),
  },
  contextBridge: { exposeInMainWorld: vi.fn((_key: string, _api: unknown) => undefined) },
  app: {
    getVersion: vi.fn(() => "1.2.3"),
    enableSandbox: vi.fn(),
    requestSingleInstanceLock: vi.fn(() => true),
    quit: vi.fn(),
    whenReady: vi.fn(() => Promise.resolve()),
    on: vi.fn((event: string, listener: Listener) => {
      appListeners.set(event, listener);
    }),
  },
  protocol: {
    registerSchemesAsPrivileged: vi.fn(),
    handle: vi.fn(),
  },
  net: { fetch: vi.fn(async (url: string) => new Response(`file ${url}`)) },
  desktopCapturer: {
    getSources: vi.fn(
      async (_options: { types: string[]; thumbnailSize?: { width: number; height: number } }) =>
        [fakeScreen("screen:1:0", "Entire screen")] as FakeCapturerSource[],
    ),
  },
  session: {
    defaultSession: {
      setPermissionRequestHandler: vi.fn((handler: PermissionHandler) => {
        sessionHandlers.request = handler;
      }),
      setPermissionCheckHandler: vi.fn((handler: PermissionCheck) => {
        sessionHandlers.check = handler;
      }),
      setDisplayMediaRequestHandler: vi.fn((handler: DisplayMediaHandler, options?: unknown) => {
        sessionHandlers.displayMedia = handler;
        sessionHandlers.displayMediaOptions = options;
      }),
    },
  },
};

/** Invokes a handler main registered with ipcMain.handle, as a frame at `from` would. */
export const invokeIpc = async (channel: string, from: string | null, ...args: unknown[]): Promise<unknown> => {
  const handler = ipcHandlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler({ senderFrame: from === null ? null : { url: from }, sender: null }, ...args);
};
