// @vitest-environment jsdom
import { createPlaybackController } from "@lectern/core/records/playback/PlaybackController";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Player } from "../../../../ui/src/features/records/record/player/Player";
import { PLAYER_TEXTS } from "../../../../ui/src/features/records/record/player/playerTexts";
import { installFakeMedia, playFor } from "./fakeMedia";

const DURATION = 330;

beforeAll(() => {
  installFakeMedia(DURATION);
  // jsdom has no blob: addresses.
  URL.createObjectURL = () => "blob:captions";
  URL.revokeObjectURL = () => undefined;
});
afterEach(cleanup);

const VTT = "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello\n";

const setup = (props: Partial<Parameters<typeof Player>[0]> = {}) => {
  const controller = createPlaybackController({ duration: DURATION });
  const view = render(
    <Player
      controller={controller}
      kind="video"
      src="/demo-lectures/cell-biology.webm"
      title="Cell biology"
      {...props}
    />,
  );
  const region = screen.getByRole("region", { name: "Player: Cell biology" });
  const slider = screen.getByRole("slider", { name: PLAYER_TEXTS.seek });
  const play = screen.getByRole("button", { name: PLAYER_TEXTS.play });
  return { controller, view, region, slider, play };
};

describe("Player", () => {
  it("plays a video stream, attached to the controller through its element", () => {
    const { view, controller } = setup();
    const video = view.container.querySelector("video");
    expect(video?.getAttribute("src")).toBe("/demo-lectures/cell-biology.webm");
    expect(controller.state.attached).toBe(true);
    view.unmount();
    expect(controller.state.attached).toBe(false);
  });

  it("shows the camera over the video when there is one", () => {
    const { view } = setup({ cameraSrc: "/camera.webm" });
    const videos = view.container.querySelectorAll("video");
    expect(videos).toHaveLength(2);
    expect(screen.getByLabelText(PLAYER_TEXTS.camera).getAttribute("src")).toBe("/camera.webm");
    expect((videos[1] as HTMLVideoElement).muted).toBe(true);
  });

  it("an audio recording gets an <audio> element and the audio card", () => {
    const { view } = setup({ kind: "audio" });
    expect(view.container.querySelector("video")).toBeNull();
    expect(view.container.querySelector("audio")).not.toBeNull();
    expect(screen.getByText(PLAYER_TEXTS.audioCard)).toBeTruthy();
  });

  it("the play button is a toggle that follows the media", () => {
    const { play, view } = setup();
    expect(play.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(play);
    expect(play.getAttribute("aria-pressed")).toBe("true");
    const video = view.container.querySelector("video") as HTMLVideoElement;
    act(() => playFor(video, 75));
    expect(screen.getByRole("slider").getAttribute("aria-valuetext")).toBe("01:15 of 05:30");
    fireEvent.click(play);
    expect(play.getAttribute("aria-pressed")).toBe("false");
  });

  it("keyboard on the region: Space plays, L and → seek, Shift+. speeds up — and says so", () => {
    const { region, slider, play } = setup();
    fireEvent.keyDown(region, { key: " " });
    expect(play.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText(PLAYER_TEXTS.playing)).toBeTruthy();
    fireEvent.keyDown(region, { key: "l" });
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(slider.getAttribute("aria-valuetext")).toBe("00:15 of 05:30");
    fireEvent.keyDown(region, { key: "j" });
    expect(slider.getAttribute("aria-valuetext")).toBe("00:05 of 05:30");
    fireEvent.keyDown(region, { key: ".", shiftKey: true });
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: PLAYER_TEXTS.speed }).value).toBe("1.25");
    expect(screen.getByText("Speed 1.25×")).toBeTruthy();
    fireEvent.keyDown(region, { key: "<" });
    fireEvent.keyDown(region, { key: "<" });
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: PLAYER_TEXTS.speed }).value).toBe("0.75");
    fireEvent.keyDown(region, { key: "k" });
    expect(play.getAttribute("aria-pressed")).toBe("false");
  });

  it("Space on a focused button is the button's own (it does not toggle twice)", () => {
    const { play } = setup();
    const event = fireEvent.keyDown(play, { key: " " });
    expect(event).toBe(true); // not prevented: the button's own press follows
    expect(play.getAttribute("aria-pressed")).toBe("false");
  });

  it("the region is described by the shortcuts", () => {
    const { region } = setup();
    const description = document.getElementById(region.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe(PLAYER_TEXTS.shortcuts);
  });

  it("the slider and the speed select drive the controller", () => {
    const { slider, controller } = setup();
    fireEvent.change(slider, { target: { value: "120" } });
    expect(controller.state.currentTime).toBe(120);
    expect(slider.getAttribute("aria-valuetext")).toBe("02:00 of 05:30");
    fireEvent.change(screen.getByRole("combobox", { name: PLAYER_TEXTS.speed }), { target: { value: "1.75" } });
    expect(controller.state.rate).toBe(1.75);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "0.75×",
      "1×",
      "1.25×",
      "1.5×",
      "1.75×",
      "2×",
    ]);
  });

  it("captions: a track from the WebVTT text, off until the toggle is pressed", () => {
    const { view } = setup({ captionsVtt: VTT });
    const track = view.container.querySelector("track");
    expect(track?.getAttribute("src")).toBe("blob:captions");
    expect(track?.getAttribute("kind")).toBe("captions");
    const toggle = screen.getByRole("button", { name: PLAYER_TEXTS.captions });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
  });

  it("no captions button without captions", () => {
    setup();
    expect(screen.queryByRole("button", { name: PLAYER_TEXTS.captions })).toBeNull();
  });
});
