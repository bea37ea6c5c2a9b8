/**
 * Everything the demo backend knows, as plain JSON-serialisable data, so the whole database can be
 * stored as one value in IndexedDB (browser) or memory (Node) and reset to the seed at any time.
 * Times are epoch milliseconds; replies turn them into ISO strings.
 */
export const DEMO_SCHEMA_VERSION = 7;

export interface DemoPasswordHash {
  readonly algorithm: "PBKDF2-SHA-256";
  readonly iterations: number;
  /** base64 */
  readonly salt: string;
  /** base64 */
  readonly hash: string;
}

export interface DemoProfile {
  first_name: string;
  last_name: string;
  avatar: string | null;
  referral: string | null;
  country: string | null;
  widget_type: "lite" | "advanced";
  /** Schema 7: the personal-information form (spec 3 §3 "Profile"). */
  secondary_email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  institution: string | null;
  /** ISO 4217, or null for the country's. */
  currency: string | null;
}

export interface DemoUser {
  readonly id: string;
  email: string;
  /** null for accounts created by single sign-on, which have no password until they reset it. */
  passwordHash: DemoPasswordHash | null;
  profile: DemoProfile;
  utm: Record<string, string>;
  /** Licence keys this user has redeemed. */
  licences: string[];
  readonly createdAt: number;
  /**
   * Flags that differ from the demo rule (every flag true but isUpgradable), set by tests to play a
   * plan without quizzes or the tutor; null or absent = the demo rule as it is.
   */
  permissions?: DemoPermissionOverride | null;
  /** Schema 7: when the account was archived (DELETE v2/user/archive); it can no longer sign in. */
  archivedAt: number | null;
  /**
   * When the account proved it receives mail at `email` (issue 19): a link mailed there was opened,
   * or an organisation's provider vouched for it. Absent or null: not proved (older rows too).
   */
  emailVerifiedAt?: number | null;
}

/** Permission flags of spec 3 §6 that a user's plan sets otherwise than the demo rule. */
export type DemoPermissionOverride = Readonly<Record<string, boolean>>;

export interface DemoSessionToken {
  readonly token: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** One-time token for /auth/token-temporary-login (v2/auth/temp/token/*). */
export interface DemoTempToken {
  readonly token: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  usedAt: number | null;
}

/** Login token-id object of spec 1 §3 (auth/login/token). */
export interface DemoLoginToken {
  readonly id: string;
  readonly userId: string;
  readonly referer: string | null;
  readonly createdAt: number;
  readonly expiresAt: number;
  usedAt: number | null;
  /** Set when the link was mailed to this address (sign-up's confirmation): using it proves the address. */
  readonly confirmsEmail?: string;
}

export interface DemoPasswordReset {
  readonly token: string;
  readonly userId: string;
  readonly email: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  usedAt: number | null;
}

export interface DemoLicence {
  /** As printed; compared after normalising (see handlers/licenceKey). */
  readonly key: string;
  readonly productId: string | null;
  readonly description: string;
  readonly maxActivations: number;
  activations: { readonly userId: string; readonly at: number }[];
}

export interface DemoMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** An in-app path (e.g. /auth/forgot/{token}) or null. */
  readonly link: string | null;
  readonly sentAt: number;
}

export interface DemoCountry {
  /** ISO 3166-1 alpha-2 */
  readonly id: string;
  readonly name: string;
  /** ISO 4217 */
  readonly currency: string;
}

export interface DemoPrice {
  readonly id: string;
  readonly state: "active" | "archived" | "terminated";
  readonly unit_amount: number;
  readonly currency: string;
  readonly nickname: string | null;
  readonly recurring: { readonly interval: "month" | "year"; readonly interval_count: number } | null;
}

export interface DemoProduct {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly hidden: boolean;
  readonly state: "active" | "archived" | "terminated";
  readonly product_trial_days: number;
  readonly features: readonly string[];
  readonly color: string;
  readonly color_lighter: string;
  readonly upgrade_allowed: boolean;
  readonly prices: readonly DemoPrice[];
}

/** Spec 3 §4 "Subscription states". */
export type DemoSubscriptionState =
  "incomplete" | "incomplete_expired" | "trialing" | "active" | "past_due" | "canceled" | "unpaid";

/** A customer's subscription to one price (schema 7). Times are epoch ms. */
export interface DemoSubscription {
  readonly id: string;
  readonly userId: string;
  productId: string;
  priceId: string;
  state: DemoSubscriptionState;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
  readonly createdAt: number;
  /** The promo code or coupon applied to its invoices, and its discount in percent (0 = none). */
  couponCode: string | null;
  percentOff: number;
  /** Failed charges in a row (renewals retried up to spec 3 §9's threshold of 3, then unpaid). */
  failedCharges: number;
  /** The licence key it came from (a redeemed key makes a subscription of 0). */
  licenceKey: string | null;
}

/** What a test card does after it is saved (the provider page refuses declined cards at once). */
export type DemoCardBehaviour = "succeeds" | "declines_renewal";

/** A saved card (customers_payment_methods): the app only ever sees its last four and expiry. */
export interface DemoPaymentMethod {
  readonly id: string;
  readonly userId: string;
  readonly brand: string;
  readonly lastFour: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly postalCode: string;
  readonly behaviour: DemoCardBehaviour;
  isDefault: boolean;
  readonly createdAt: number;
}

/** A hosted card-entry session on the demo card provider's page (customers_payment_methods_setup). */
export interface DemoCardSetup {
  readonly id: string;
  readonly userId: string;
  /** The app address the provider's page returns to (same origin only). */
  readonly returnUrl: string;
  status: "open" | "succeeded";
  paymentMethodId: string | null;
  readonly createdAt: number;
  readonly expiresAt: number;
}

export type DemoInvoiceState = "draft" | "open" | "paid" | "uncollectible" | "void";

export interface DemoInvoiceItem {
  readonly description: string;
  readonly quantity: number;
  /** Minor units (pence). */
  readonly amount: number;
  readonly priceId: string;
}

export interface DemoInvoice {
  readonly id: string;
  readonly userId: string;
  readonly subscriptionId: string;
  /** Shown on the document, e.g. LECT-0001. */
  readonly number: string;
  state: DemoInvoiceState;
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly subtotal: number;
  readonly discount: number;
  readonly total: number;
  readonly currency: string;
  readonly items: readonly DemoInvoiceItem[];
  readonly createdAt: number;
  paidAt: number | null;
}

/** A coupon or partner promo code (compared ignoring case, spec 3 §5). */
export interface DemoCoupon {
  readonly code: string;
  readonly name: string;
  readonly percentOff: number;
  readonly createdAt: number;
}

/** A paired phone (spec 3 §3 "Device"). */
export interface DemoDevice {
  readonly id: string;
  readonly userId: string;
  readonly type: string;
  readonly model: string;
  readonly reference: string;
  readonly deviceToken: string;
  readonly createdAt: number;
  updatedAt: number;
}

/** The one-time code a device QR carries (GET devices/qr). */
export interface DemoDevicePairing {
  readonly code: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  usedAt: number | null;
}

export interface DemoSsoProvider {
  readonly id: string;
  readonly name: string;
  readonly iconUrl: string;
}

export interface DemoOrganisation {
  readonly id: string;
  readonly name: string;
  /** E-mail domains whose users belong here (sub-domains included). */
  readonly domains: readonly string[];
  readonly providers: readonly DemoSsoProvider[];
}

/** Where a session was recorded (spec 2 §3 "Session": geo {lat, lng, place}). */
export interface DemoGeo {
  readonly lat: number;
  readonly lng: number;
  readonly place: string | null;
}

/** Server status of a recording session (spec 3 §4 "Session lifecycle"): booked, started, ended, wrapped. */
export type DemoSessionStatus = 0 | 10 | 20 | 30;

/**
 * A recording session: the API's `sessions` resource. (The `sessions` table of this snapshot holds
 * login tokens, hence the longer name.)
 */
export interface DemoRecordingSession {
  readonly id: string;
  readonly userId: string;
  name: string;
  organizationId: string | null;
  status: DemoSessionStatus;
  startedAt: number | null;
  endedAt: number | null;
  readonly createdAt: number;
  /** When the merge finished (status wrapped). */
  mergedAt: number | null;
  /** Set by the session save (PATCH sessions/{id}); null until then. */
  geo: DemoGeo | null;
  /** The session's description (raw HTML, spec 3 §3); absent on sessions the widget created. */
  description?: string | null;
  /** The host's session this one joins: its user is a participant (spec 2 §6). */
  parentId?: string | null;
  /** A seeded demo lecture (spec 3 §7 demo sessions), shown with a demo badge. */
  demo: boolean;
  /** Ids of the user's tags attached to this session. */
  tagIds: string[];
  /** Media store file key of a thumbnail image (video sessions), null when none. */
  thumbnailKey: string | null;
}

/** Stream status (spec 3 §3): new, received, processing, converted. */
export type DemoStreamStatus = 0 | 10 | 20 | 30;

/** One stream of a recording session. Its bytes live in the DemoMediaStore, never in this snapshot. */
export interface DemoStream {
  readonly id: string;
  readonly sessionId: string;
  readonly type: "audio" | "combined" | "camera";
  readonly isPrimary: boolean;
  readonly createdAt: number;
  status: DemoStreamStatus;
  /** 0–100; 100 counts as converted. */
  convertProgress: number;
  /** The last slice sequence held, -1 when none: the next upload must start at receivedThrough + 1. */
  receivedThrough: number;
  receivedBytes: number;
  /** Seconds, known once a merge found the end of the media; null before or when it could not. */
  duration: number | null;
  /**
   * Media store file key of the stream's waveform (audiowaveform JSON of spec 3 §3: channels,
   * sample_rate, samples_per_pixel, bits, length, peaks), computed from the decoded merged audio;
   * null until the processing pipeline has finished it.
   */
  waveformKey: string | null;
  /** For a seeded demo lecture: media store file key of its bytes (instead of merged slices). */
  mediaKey: string | null;
}

/** What the widget reported as stuck (spec 2 §4.9), kept so tests and support can read it. */
export interface DemoStuckReport {
  readonly id: string;
  readonly userId: string;
  readonly receivedAt: number;
  readonly items: readonly unknown[];
}

/** Highlight types (spec 3 §3 "Poi"): a flag is typed poi, also called auto. */
export type DemoPoiType = "backtrack" | "stopwatch" | "poi" | "auto";

/** A highlight of a recording session: the API's `sessions_pois` resource. */
export interface DemoPoi {
  readonly id: string;
  readonly sessionId: string;
  readonly type: DemoPoiType;
  name: string | null;
  startedAt: number;
  /** null while the highlight is still running. */
  endedAt: number | null;
  readonly createdAt: number;
  /** Ids of the user's tags attached to this highlight. */
  tagIds: string[];
}

/** The highlight the widget is recording right now (POST …/pois/watch), until one of its type is created. */
export interface DemoWatchedPoi {
  readonly sessionId: string;
  readonly type: DemoPoiType;
  readonly startedAt: number;
  readonly name: string | null;
  readonly at: number;
}

/** An uploaded file a link note points at; its bytes live in the DemoMediaStore under `key`. */
export interface DemoNoteAttachment {
  /** The media store key, also the unguessable segment of the note's url. */
  readonly key: string;
  readonly size: number;
  readonly contentType: string;
}

/** The PDF (or PPT/PPTX) shown beside a session's recording (spec 3 §2 "Slides"): at most one per session. */
export interface DemoSlideSet {
  readonly id: string;
  readonly sessionId: string;
  /** The file's name as it was uploaded. */
  readonly name: string;
  readonly format: "pdf" | "ppt" | "pptx";
  /** The media store key of its bytes (never in an address: slide file addresses are tokens). */
  readonly key: string;
  readonly size: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** The note of one page of a slide set: at most one per page. */
export interface DemoSlideNote {
  readonly id: string;
  readonly slideSetId: string;
  readonly sessionId: string;
  readonly pageNumber: number;
  /** Sanitised with the notes' sanitiser; `text` is its plain text. */
  html: string;
  text: string;
  ocr: string | null;
  readonly createdAt: number;
  updatedAt: number;
}

/** A note of a recording session: the API's `sessions_notes` resource. */
export interface DemoNote {
  readonly id: string;
  readonly sessionId: string;
  /** The highlight it belongs to; null for the session-wide note. */
  readonly poiId: string | null;
  /** The plain text (each formula as its TeX): what search, the tutor and study material read. */
  text: string;
  /**
   * The rich text, sanitised (issue 22). Rows written before it have none: their text, as
   * paragraphs (plainTextAsNoteHtml), is their HTML.
   */
  html?: string;
  name: string | null;
  /** A link note's url (an uploaded file); null for a text note. */
  readonly url: string | null;
  readonly attachment: DemoNoteAttachment | null;
  readonly createdAt: number;
  updatedAt: number;
}

/** The widget settings of one user (GET/PATCH v2/user/settings); users without a row get the defaults. */
export interface DemoUserSettings {
  readonly userId: string;
  backtrack: { backward: number };
  poi: { backward: number; forward: number };
  widget_type: "lite" | "basic" | "advanced";
  show_highlight_notes: boolean;
  ui_adjustments: boolean;
}

/** A tag of one user (the API's `tags` resource), attached to sessions and highlights by id. */
export interface DemoTag {
  readonly id: string;
  readonly userId: string;
  readonly tag: string;
}

/** One sentence of a transcript: seconds from the session's start (spec 3 §3 "Transcript phrase"). */
export interface DemoTranscriptSentence {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Consecutive sentences of one speaker (spec 3 §3: speakers, each with speakerId and sentences). */
export interface DemoSpeakerTurn {
  readonly speakerId: string;
  readonly sentences: readonly DemoTranscriptSentence[];
}

/**
 * The transcript of a session (the API's `transcripts` resource). `error` set means there is none,
 * with the reason shown to the user (for example no captions were heard while recording).
 */
export interface DemoTranscript {
  readonly id: string;
  readonly sessionId: string;
  readonly streamId: string | null;
  /** Speaker ids to display names ("host" is the session owner). */
  readonly speakers: readonly { readonly id: string; readonly name: string }[];
  readonly turns: readonly DemoSpeakerTurn[];
  readonly error: string | null;
  readonly createdAt: number;
}

/** A captions_data line heard on a session's channel while recording, kept until the transcript is made. */
export interface DemoHeardCaption {
  readonly sessionId: string;
  readonly speakerId: string;
  readonly speakerName: string;
  readonly text: string;
  /** Epoch ms of the start and end of the phrase. */
  readonly startedAt: number;
  readonly endedAt: number;
}

/** Summary status (spec 3 §4): new 0, completed 20, failed 30. */
export type DemoSummaryStatus = 0 | 20 | 30;

/**
 * One line of a summary or one key point: markdown (math between $$ $$, \[ \], \( \)) and the
 * moment of the lecture it came from (seconds from the session's start; null when unknown), and the
 * highlight it lies in.
 */
export interface DemoSummaryItem {
  readonly text: string;
  readonly start: number | null;
  readonly end: number | null;
  readonly poiId: string | null;
}

/** A session's summary with its key points (the API's `sessions_summaries` resource). */
export interface DemoSummary {
  readonly id: string;
  readonly sessionId: string;
  readonly streamId: string | null;
  status: DemoSummaryStatus;
  summary: DemoSummaryItem[];
  keyPoints: DemoSummaryItem[];
  error: string | null;
  /** What the stored lines were made from (issue 21); absent on rows made before: the transcript. */
  source?: DemoStudySource;
  readonly createdAt: number;
  updatedAt: number;
}

/** An action item of a session (spec 3 §3: text, text_highlighted), with the moment it was set. */
export interface DemoActionItem {
  readonly id: string;
  readonly sessionId: string;
  text: string;
  textHighlighted: string;
  start: number | null;
  end: number | null;
  readonly createdAt: number;
}

/** One answer of a quiz question; ids are unique across the demo. */
export interface DemoQuizChoice {
  readonly id: string;
  readonly text: string;
}

/** A quiz question of a session (spec 3 §3 "Question"), generated from its lecture. */
export interface DemoQuiz {
  readonly id: string;
  readonly sessionId: string;
  question: string;
  answer: string;
  answerId: string;
  /** Four, the answer among them, in a fixed order. */
  choices: DemoQuizChoice[];
  /** The session's summary row, and the text of the summary item the question came from. */
  summaryId: string | null;
  summaryText: string | null;
  poiId: string | null;
  /** Seconds from the session's start: the source sentence. */
  start: number;
  end: number;
  readonly createdAt: number;
}

/** FSRS card states: New, Learning, Review, Relearning. */
export type DemoCardState = 0 | 1 | 2 | 3;

/** One user's spaced-repetition card for one quiz question (the API's `flashcards`; id = quiz id). */
export interface DemoFlashcard {
  readonly quizId: string;
  readonly userId: string;
  readonly sessionId: string;
  /** Epoch ms. */
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: DemoCardState;
  lastReview: number | null;
  lastRating: 1 | 2 | 3 | 4 | null;
  updatedAt: number;
}

/** A piece of a tutor message: text, or a citation of a moment of the lecture. */
export type DemoTutorSegment =
  | { readonly type: "text"; readonly text: string }
  | {
      readonly type: "cite";
      readonly start: number;
      readonly end: number;
      readonly label: string;
      readonly source: "transcript" | "highlight" | "note";
    };

/** One message of a user's tutor conversation about one session. */
export interface DemoTutorMessage {
  readonly id: string;
  readonly sessionId: string;
  readonly userId: string;
  readonly role: "student" | "tutor";
  readonly segments: readonly DemoTutorSegment[];
  /** The student went away (or pressed Stop) before the answer ended: it holds what was sent. */
  readonly stopped: boolean;
  readonly createdAt: number;
}

/**
 * What study material is made from (issue 21): the transcript, or — a lecture without one — the
 * student's notes and highlight names.
 */
export type DemoStudySource = "transcript" | "notes";

/** What study material a generation makes (the parts of POST sessions/{id}/summaries). */
export type DemoStudyPart = "summary" | "key_points" | "action_items" | "quizzes";

/**
 * Study material waiting for (or in) generation: the pipeline runs the jobs one at a time and
 * removes each when done, so a reload or restart finds what is left.
 */
export interface DemoStudyJob {
  readonly sessionId: string;
  parts: DemoStudyPart[];
  /** Changes whenever the job is asked again, so a run that started before stores nothing stale. */
  token: string;
  readonly queuedAt: number;
}

/** The state of a session's quiz generation (GET sessions/{id}/quizzes meta). */
export interface DemoQuizGeneration {
  readonly sessionId: string;
  status: DemoSummaryStatus;
  error: string | null;
  /** What the stored questions were made from (issue 21); absent on rows made before: the transcript. */
  source?: DemoStudySource;
  updatedAt: number;
}

/** One person a session is shared with, by e-mail (spec 3 §3 "Shared person"). */
export interface DemoSharePerson {
  /** Normalised (trimmed, lower case). */
  readonly email: string;
  readonly readonly: boolean;
  readonly downloadable: boolean;
  /**
   * Listed while no account had this address (an invitation, issue 19): honoured only for an account
   * that proved the address (emailVerifiedAt), since anyone may sign up with any address.
   */
  readonly invited?: boolean;
}

/**
 * How a session is shared (spec 3 §6, contract of issue 13): the link (on or off) with its meta and
 * the people listed. At most one per session; absent = never shared.
 */
export interface DemoShare {
  readonly sessionId: string;
  /**
   * What the share link names (128 random bits, issue 20). Absent on shares made before links had
   * tokens: their links name the record's id and keep working.
   */
  linkToken?: string;
  linkEnabled: boolean;
  readonly: boolean;
  downloadable: boolean;
  persons: DemoSharePerson[];
  readonly createdAt: number;
  updatedAt: number;
}

/** A shared-poi session: made to share one highlight of `parentId`, it has no content of its own. */
export interface DemoSharedPoi {
  readonly sessionId: string;
  readonly parentId: string;
  readonly poiId: string;
}

/** A user's mark on a session (a bookmark of a shared record, or a favourite). */
export interface DemoUserMark {
  readonly userId: string;
  readonly sessionId: string;
  readonly at: number;
}

export interface DemoCounters {
  users: number;
  mails: number;
  recordingSessions: number;
  streams: number;
  stuckReports: number;
  pois: number;
  notes: number;
  tags: number;
  transcripts: number;
  summaries: number;
  actionItems: number;
  quizzes: number;
  /** Schema 7. */
  subscriptions: number;
  paymentMethods: number;
  invoices: number;
  devices: number;
}

export interface DemoSnapshot {
  readonly schemaVersion: number;
  counters: DemoCounters;
  users: DemoUser[];
  sessions: DemoSessionToken[];
  tempTokens: DemoTempToken[];
  loginTokens: DemoLoginToken[];
  passwordResets: DemoPasswordReset[];
  licences: DemoLicence[];
  outbox: DemoMail[];
  countries: DemoCountry[];
  products: DemoProduct[];
  organisations: DemoOrganisation[];
  recordingSessions: DemoRecordingSession[];
  streams: DemoStream[];
  stuckReports: DemoStuckReport[];
  pois: DemoPoi[];
  notes: DemoNote[];
  /** At most one per session. */
  watchedPois: DemoWatchedPoi[];
  userSettings: DemoUserSettings[];
  tags: DemoTag[];
  transcripts: DemoTranscript[];
  heardCaptions: DemoHeardCaption[];
  summaries: DemoSummary[];
  actionItems: DemoActionItem[];
  quizzes: DemoQuiz[];
  /** Per user per quiz. */
  flashcards: DemoFlashcard[];
  /** Per user per session, in the order they were made. */
  tutorMessages: DemoTutorMessage[];
  /** At most one per session. */
  studyJobs: DemoStudyJob[];
  /** At most one per session. */
  quizGenerations: DemoQuizGeneration[];
  /** At most one per session. */
  shares: DemoShare[];
  sharedPois: DemoSharedPoi[];
  /** Shared records a user opened (per user per session). */
  bookmarks: DemoUserMark[];
  /** Starred sessions, per user (own or shared with them). */
  favourites: DemoUserMark[];
  /** Schema 7: billing and devices. */
  subscriptions: DemoSubscription[];
  paymentMethods: DemoPaymentMethod[];
  cardSetups: DemoCardSetup[];
  invoices: DemoInvoice[];
  coupons: DemoCoupon[];
  devices: DemoDevice[];
  devicePairings: DemoDevicePairing[];
  /** Slides (spec 3 §2): added to schema 7 as empty tables (migrateSnapshot fills them in). */
  slideSets: DemoSlideSet[];
  slideNotes: DemoSlideNote[];
}

/**
 * How many tables (array fields) a snapshot of this schema has: the common load checks a stored
 * snapshot by this count, openStoredSnapshot table by table (a test keeps the two in step).
 */
export const DEMO_TABLE_COUNT = 40;

/** Every counter at zero: a database with no rows yet (the seed counts its users on top). */
export const ZERO_DEMO_COUNTERS: Readonly<DemoCounters> = {
  users: 0,
  mails: 0,
  recordingSessions: 0,
  streams: 0,
  stuckReports: 0,
  pois: 0,
  notes: 0,
  tags: 0,
  transcripts: 0,
  summaries: 0,
  actionItems: 0,
  quizzes: 0,
  subscriptions: 0,
  paymentMethods: 0,
  invoices: 0,
  devices: 0,
};
