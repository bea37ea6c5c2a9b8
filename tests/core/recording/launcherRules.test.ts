import { Launcher } from "@lectern/core/recording/application/Launcher";
import type { CaptureMode, RecordingStartOptions } from "@lectern/core/recording/application/Recorder";
import {
  EMPTY_LAUNCHER_CHOICE,
  launcherViewOf,
  organisationsFor,
  startOptionsOf,
} from "@lectern/core/recording/domain/launcherRules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const choices = fc.record({
  mode: fc.constantFrom<CaptureMode | null>("mic", "screen", null),
  cameraId: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  screenId: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  choosingAccount: fc.boolean(),
});

describe("launcher rules (spec 2 §2.2)", () => {
  it("never records a camera with audio only, and offers Start only once a mode is chosen", () => {
    fc.assert(
      fc.property(choices, fc.option(fc.string(), { nil: null }), (choice, organisation) => {
        const options = startOptionsOf(choice, organisation);
        if (choice.mode !== "screen") expect(options.cameraId).toBeNull();
        expect(options.organizationId).toBe(organisation);
        const view = launcherViewOf(choice, { picksScreenItself: false, starting: false });
        expect(view.showActions).toBe(choice.mode !== null);
        expect(view.canStart).toBe(choice.mode !== null);
      }),
    );
  });

  it("makes Start wait for a screen where the app picks it (desktop), and everything wait while starting", () => {
    const screen = { ...EMPTY_LAUNCHER_CHOICE, mode: "screen" as const };
    expect(launcherViewOf(screen, { picksScreenItself: true, starting: false }).canStart).toBe(false);
    expect(launcherViewOf({ ...screen, screenId: "1" }, { picksScreenItself: true, starting: false }).canStart).toBe(
      true,
    );
    expect(launcherViewOf({ ...screen, screenId: "1" }, { picksScreenItself: true, starting: true })).toMatchObject({
      canStart: false,
      busy: true,
    });
  });

  it("offers only the organisations loaded for the signed-in e-mail", () => {
    const accounts = { email: "ada@example.org", organisations: [{ id: "5", name: "Uni" }] };
    expect(organisationsFor(accounts, "ada@example.org")).toEqual([{ id: "5", name: "Uni" }]);
    expect(organisationsFor(accounts, "sam@example.org")).toEqual([]);
    expect(organisationsFor(accounts, null)).toEqual([]);
  });
});

describe("Launcher", () => {
  const setUp = (organisations: readonly { id: string; name: string }[]) => {
    const starts: { mode: CaptureMode; quality: string; options: RecordingStartOptions }[] = [];
    const launcher = new Launcher(
      {
        start: async (mode: CaptureMode = "mic", quality = "720", options: RecordingStartOptions = {}) =>
          void starts.push({ mode, quality, options }),
      },
      () => "720",
      () => organisations,
    );
    return { launcher, starts };
  };

  it("starts at once with the chosen camera for a screen recording when there is no account to choose", async () => {
    const { launcher, starts } = setUp([]);
    launcher.chooseMode("screen");
    launcher.chooseCamera("cam-1");
    await launcher.requestStart();
    expect(starts).toEqual([{ mode: "screen", quality: "720", options: { cameraId: "cam-1", organizationId: null } }]);
  });

  it("asks where the recording goes first for a member of organisations, then starts there", async () => {
    const { launcher, starts } = setUp([{ id: "5", name: "Uni" }]);
    launcher.chooseMode("mic");
    launcher.chooseCamera("cam-1");
    await launcher.requestStart();
    expect(launcher.state.choosingAccount).toBe(true);
    expect(starts).toEqual([]);
    await launcher.startIn("5");
    expect(launcher.state.choosingAccount).toBe(false);
    expect(starts).toEqual([{ mode: "mic", quality: "720", options: { cameraId: null, organizationId: "5" } }]);
    launcher.reset();
    expect(launcher.state).toEqual(EMPTY_LAUNCHER_CHOICE);
  });
});
