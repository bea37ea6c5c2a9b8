/**
 * jsdom's media elements do not play. This gives them the behaviour the player relies on: play and
 * pause report "playing"/"pause", a seek reports "seeked", the playback rate reports "ratechange";
 * `playFor` moves a playing element's time like playback (one timeupdate).
 */
interface FakeMediaState {
  playing: boolean;
  time: number;
  rate: number;
}

const states = new WeakMap<HTMLMediaElement, FakeMediaState>();

const stateOf = (media: HTMLMediaElement): FakeMediaState => {
  let state = states.get(media);
  if (state === undefined) {
    state = { playing: false, time: 0, rate: 1 };
    states.set(media, state);
  }
  return state;
};

export function installFakeMedia(duration: number): void {
  const proto = HTMLMediaElement.prototype;
  Object.defineProperties(proto, {
    paused: {
      configurable: true,
      get: function (this: HTMLMediaElement) {
        return !stateOf(this).playing;
      },
    },
    duration: { configurable: true, get: () => duration },
    currentTime: {
      configurable: true,
      get: function (this: HTMLMediaElement) {
        return stateOf(this).time;
      },
      set: function (this: HTMLMediaElement, value: number) {
        stateOf(this).time = Math.min(Math.max(0, value), duration);
        this.dispatchEvent(new Event("seeked"));
      },
    },
    playbackRate: {
      configurable: true,
      get: function (this: HTMLMediaElement) {
        return stateOf(this).rate;
      },
      set: function (this: HTMLMediaElement, value: number) {
        stateOf(this).rate = value;
        this.dispatchEvent(new Event("ratechange"));
      },
    },
  });
  proto.play = function (this: HTMLMediaElement) {
    stateOf(this).playing = true;
    this.dispatchEvent(new Event("playing"));
    return Promise.resolve();
  };
  proto.pause = function (this: HTMLMediaElement) {
    if (!stateOf(this).playing) return;
    stateOf(this).playing = false;
    this.dispatchEvent(new Event("pause"));
  };
  proto.load = () => undefined;
}

export function playFor(media: HTMLMediaElement, seconds: number): void {
  const state = stateOf(media);
  if (!state.playing) return;
  state.time += seconds;
  media.dispatchEvent(new Event("timeupdate"));
}
