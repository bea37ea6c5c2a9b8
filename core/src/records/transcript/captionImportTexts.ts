/**
 * Every text of importing a caption file as a lecture's transcript (issue 21): the parser's errors
 * (with the line they are about) and the server's refusals. The backend answers with the same
 * errors, so the page and the server never disagree on a file. The panel's own labels live in
 * ui (TRANSCRIPT_TEXTS).
 */
export const CAPTION_IMPORT_TEXTS = {
  wrongKind: "Choose a caption file ending in .srt or .vtt (SubRip or WebVTT).",
  tooLarge: (maxMegabytes: number) =>
    `The caption file is larger than ${maxMegabytes} MB. A lecture's captions are far smaller: check that this is the right file.`,
  empty: "The caption file is empty.",
  notText: "The caption file is not text. Choose the .srt or .vtt file itself, not a video or a document.",
  noCues: "The caption file has no captions with text in it.",
  tooManyCues: (max: number) => `The caption file has more than ${max} captions, more than a lecture can hold.`,
  line: (line: number, message: string) => `Line ${line}: ${message}`,
  srtTimes: "the cue's times must look like 00:01:02,500 --> 00:01:05,000.",
  vttTimes: "the cue's times must look like 00:01:02.500 --> 00:01:05.000.",
  vttHeader: "a WebVTT file must begin with WEBVTT.",
  srtCueStart: "expected a cue number or the cue's times (00:01:02,500 --> 00:01:05,000).",
  endsBeforeStart: (start: string, end: string) => `the cue ends (${end}) before it starts (${start}).`,
  backwards: (start: string, previous: string) =>
    `the cue starts at ${start}, before the cue above it (${previous}). Cues must be in time order.`,
  alreadyHasTranscript: "This lecture already has a transcript.",
  afterTheEnd: (length: string) =>
    `Every caption in the file starts after this recording ends (${length}). Check that the file is for this lecture.`,
  stillRecording: "This lecture is still being recorded. Import its captions once the recording has ended.",
  resourceType: 'The type must be "transcript_imports".',
  fileName: "The file's name is required.",
  text: "The caption file's text is required.",
} as const;
