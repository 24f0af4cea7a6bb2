/** Limits on what a client may send. */
export const LIMITS = {
  nameLength: 120,
  hintLength: 200,
  combinedHintLength: 620,
  phoneLength: 40,
  emailLength: 254,
  /** Largest JSON body any API route accepts, in bytes. */
  bodyBytes: 8 * 1024,
} as const;

/** What a caller without full access sees (decisions.md, "Access and plans"). */
export const LIMITED_VIEW = {
  profiles: 3,
  accountsPerProfile: 6,
  mentionDomains: 2,
} as const;

/** Result shaping shared by the engine and the page. */
export const RESULTS = {
  /** Profiles returned right after a start (`limit=5`). */
  initialLimit: 5,
  /** From this many profiles on, the page asks for a hint. */
  refineThreshold: 10,
  samplesPerDomain: 2,
  mentionTitleLength: 120,
} as const;

/** Jobs, profiles and mentions expire after this many days. */
export const RETENTION_DAYS = 30;

/** An identical finished query within this many hours is served from the stored job. */
export const REUSE_WINDOW_HOURS = 24;
