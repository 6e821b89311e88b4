import { isIP } from "node:net";
import { hostname } from "node:os";
import { resolve } from "node:path";
import { z } from "zod";
import { hospital } from "#app/content/facts/hospital";
import { DEFAULT_CALL_BACK_TARGET_MINUTES } from "#common/request-queue";
import { PUBLISHED_SITE_URL, siteUrlFrom } from "#common/site-url";

const positiveInt = z.coerce.number().int().positive();

/**
 * The shortest the audit log may be kept: India's DPDP Rules (rule 6) ask a data fiduciary to keep logs
 * of access to personal data for a year. Nobody can lower it for a run; a longer period is fine.
 */
export const MIN_AUDIT_RETENTION_DAYS = 365;

/** "true" or "false" only: a typo such as "ture" must fail loudly, not silently mean false. */
const booleanFlag = z.enum(["true", "false"], { error: 'must be "true" or "false"' }).transform((value) => value === "true");

/**
 * Nodemailer reads options from the URL's query, and those win over the mailer's own: a URL could turn
 * off the TLS that smtp:// requires. SMTP_ALLOW_PLAINTEXT is the one switch for that, so it is visible.
 */
const TLS_WEAKENING_PARAMETERS = ["requiretls", "ignoretls", "opportunistictls", "tls"];
const weakensTls = (key: string) => TLS_WEAKENING_PARAMETERS.includes(key.toLowerCase()) || key.toLowerCase().startsWith("tls.");

const smtpUrl = z
  .url({ protocol: /^smtps?$/, error: "must be a URL starting with smtp:// or smtps://" })
  .refine((value) => ![...new URL(value).searchParams.keys()].some(weakensTls), {
    error:
      "must not set requireTLS, ignoreTLS, opportunisticTLS or tls.* in its query; for a relay without TLS set SMTP_ALLOW_PLAINTEXT=true",
  })
  .optional();

const BARE_ADDRESS = /^[^@\s<>"]+@[^@\s<>"]+$/;
const NAMED_ADDRESS = /^(?:"[^"]*"|[^"<>]*)\s*<[^@\s<>"]+@[^@\s<>"]+>$/;
/** Commas inside a quoted display name ("Aarogya, Jaipur" <desk@…>) do not separate addresses. */
const splitAddressList = (value: string) => value.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((part) => part.trim());

/** One address or a comma-separated list, each either bare or as `"Name" <address>`. */
const mailAddresses = z
  .string()
  .trim()
  .refine((value) => splitAddressList(value).every((part) => BARE_ADDRESS.test(part) || NAMED_ADDRESS.test(part)), {
    error: 'must be an e-mail address, "Name" <address>, or a comma-separated list of them',
  });

/** Names proxy-addr understands besides addresses and CIDR ranges. */
const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For). Never "true": trusting every hop
 * lets any client pick its own IP and walk past the rate limit.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (entries.length === 0 || bad.length > 0) {
      context.addIssue({
        code: "custom",
        message: `must be "false", a number of proxy hops, or a comma-separated list of addresses/CIDR ranges${bad.length > 0 ? ` (not understood: ${bad.join(", ")})` : ""}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Web origins (scheme, host and port: no path) allowed to call the form API from a browser. */
const allowedOrigins = z
  .string()
  .trim()
  .transform((value, context): string[] => {
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => {
      try {
        const url = new URL(entry);
        return !/^https?:$/.test(url.protocol) || url.origin !== entry;
      } catch {
        return true;
      }
    });
    if (bad.length > 0) {
      context.addIssue({
        code: "custom",
        message: `must be a comma-separated list of origins such as https://www.example.in (scheme and host, no path or trailing slash); not understood: ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Accepted submissions per minute per instance, whoever sends them, when FORM_GLOBAL_LIMIT_PER_MINUTE is not set. */
export const DEFAULT_FORM_GLOBAL_LIMIT_PER_MINUTE = 300;

/** The site's public address when VITE_SITE_URL is not set: the one the build uses too. */
export const DEFAULT_SITE_ORIGIN = PUBLISHED_SITE_URL;

/** Environment the server reads, parsed once at start-up; `.env.example` documents each variable. */
const EnvSchema = z
  .object({
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The pre-rendered site (React Router's client build). */
    SITE_DIR: z.string().min(1).default("build/client"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** How long a graceful shutdown may take before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
    /** The SQLite database and, without SMTP, the written e-mails. */
    DATA_DIR: z.string().min(1).default("data"),
    SMTP_URL: smtpUrl,
    /** smtp:// without STARTTLS, for a relay on the same host or private network only. */
    SMTP_ALLOW_PLAINTEXT: booleanFlag.default(false),
    MAIL_FROM: mailAddresses.default(`"${hospital.shortName} website" <website@aarogyahospitaljaipur.in>`),
    MAIL_TO: mailAddresses.default(hospital.email),
    APPOINTMENT_ACKNOWLEDGEMENT: booleanFlag.default(false),
    FORM_RATE_LIMIT: positiveInt.default(30),
    /** Desk sign-in attempts per minute per client address, refused before any database work. */
    DESK_SIGN_IN_RATE_LIMIT: positiveInt.default(20),
    RETENTION_DAYS: positiveInt.default(180),
    TRUST_PROXY: trustProxy.default(false),
    /** PostgreSQL instead of SQLite; the password may sit in the URL, so it is never echoed. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a URL starting with postgres:// or postgresql://" }).optional(),
    DATABASE_POOL_SIZE: positiveInt.default(10),
    /** Shared rate-limit counters for several instances. */
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a URL starting with redis:// or rediss://" }).optional(),
    ALLOWED_ORIGINS: allowedOrigins.default([]),
    INSTANCE_ID: z.string().trim().min(1).max(200).optional(),
    /** The API's address when the site is hosted apart from it (also read by the build): allowed by the CSP. */
    VITE_API_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    FORM_GLOBAL_LIMIT_PER_MINUTE: positiveInt.default(DEFAULT_FORM_GLOBAL_LIMIT_PER_MINUTE),
    /** The site's public address (also read by the build): plain-http visitors are redirected there. */
    VITE_SITE_URL: z
      .string()
      .optional()
      .superRefine((value, context) => {
        try {
          siteUrlFrom(value);
        } catch (error) {
          context.addIssue({
            code: "custom",
            message: `must be the site's origin with no path, as the build reads it (${(error as Error).message})`,
          });
        }
      }),
    /** Slow and oversized clients: how long a client may take, and how much it may send. */
    HEADERS_TIMEOUT_MS: positiveInt.default(10_000),
    REQUEST_TIMEOUT_MS: positiveInt.default(30_000),
    IDLE_TIMEOUT_MS: positiveInt.default(30_000),
    KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(10_000),
    /** 0: no limit. A limit makes Node answer 503 to a client that keeps sending on the connection. */
    MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).default(0),
    MAX_HEADER_BYTES: positiveInt.default(16 * 1024),
    // --- Front desk (server/desk) ---
    /** The signed-in staff desk at /desk and its API under /api/desk/. */
    DESK_ENABLED: booleanFlag.default(false),
    /** How long the desk's audit log is kept, apart from the submissions. */
    AUDIT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(MIN_AUDIT_RETENTION_DAYS, { error: `must be at least ${MIN_AUDIT_RETENTION_DAYS} (days): access logs are kept a year` })
      .default(MIN_AUDIT_RETENTION_DAYS),
    /**
     * "notice": the desk's e-mail says only that a request arrived, with a link to it in the desk. Unset:
     * notice with the desk on (staff read the request there, so health queries need not sit in
     * mailboxes), full without it (the e-mail is the only place staff can read it).
     */
    MAIL_CONTENT: z.enum(["full", "notice"], { error: 'must be "full" or "notice"' }).optional(),
    /** Where staff open the desk when not at VITE_SITE_URL: passkeys are bound to this origin. */
    DESK_ORIGIN: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// origin" }).optional(),
    /** Minutes a request may wait for its first call before the desk shows it late (twice: overdue). */
    DESK_CALL_BACK_TARGET_MINUTES: positiveInt.default(DEFAULT_CALL_BACK_TARGET_MINUTES),
    /** Texts to patients (server/sms): the provider's address; unset, each SMS is written to DATA_DIR/sms. */
    SMS_PROVIDER_URL: z.url({ protocol: /^https$/, error: "must be an https:// URL" }).optional(),
    SMS_API_KEY: z.string().min(1).optional(),
    /** The sender ID the provider has registered for the hospital (DLT header), e.g. AAROGY. */
    SMS_SENDER: z.string().min(1).max(11).optional(),
    // --- end of front desk ---
    /** "files": e-mails written to DATA_DIR/mail instead of sent; the only way to run so in production. */
    MAIL_TRANSPORT: z.enum(["smtp", "files"], { error: 'must be "smtp" or "files"' }).optional(),
    NODE_ENV: z.string().optional(),
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ["HEADERS_TIMEOUT_MS"],
    error: "must not be longer than REQUEST_TIMEOUT_MS",
  })
  // Without the desk, a notice would point staff at a request they have no way to read.
  .refine((env) => env.MAIL_CONTENT !== "notice" || env.DESK_ENABLED, {
    path: ["MAIL_CONTENT"],
    error: "is notice but DESK_ENABLED is not true: staff could read the requests nowhere",
  })
  .refine((env) => env.MAIL_TRANSPORT !== "smtp" || env.SMTP_URL !== undefined, {
    path: ["MAIL_TRANSPORT"],
    error: "is smtp but SMTP_URL is not set",
  })
  .refine((env) => env.MAIL_TRANSPORT !== "files" || env.SMTP_URL === undefined, {
    path: ["MAIL_TRANSPORT"],
    error: "is files but SMTP_URL is set too: say which one",
  })
  // A production deploy that forgot SMTP_URL would write every e-mail to a folder and show nothing
  // pending while the hospital's desk receives nothing. It must say so on purpose.
  .refine((env) => env.NODE_ENV !== "production" || env.SMTP_URL !== undefined || env.MAIL_TRANSPORT === "files", {
    path: ["SMTP_URL"],
    error:
      "is not set with NODE_ENV=production: e-mails would only be written to DATA_DIR/mail and never reach the hospital. Set SMTP_URL, or MAIL_TRANSPORT=files if that is what this deploy means to do",
  });

type Env = z.output<typeof EnvSchema>;

export type Config = {
  host: string;
  port: number;
  siteDir: string;
  logLevel: Env["LOG_LEVEL"];
  shutdownTimeoutMs: number;
  dataDir: string;
  /** Absent: e-mails are written as .eml files under dataDir/mail instead of being sent. */
  smtpUrl: string | undefined;
  /** Where e-mails go: the SMTP server, or .eml files in DATA_DIR/mail (no SMTP_URL). */
  mailTransport: "smtp" | "files";
  /** Send over smtp:// even when the server offers no STARTTLS (a local relay); otherwise TLS is required. */
  smtpAllowPlaintext: boolean;
  mailFrom: string;
  mailTo: string;
  /** Also send the patient a short acknowledgement of an appointment request. */
  appointmentAcknowledgement: boolean;
  /** Requests per hour per client address, counted separately for each form. */
  formRateLimit: number;
  /** Desk sign-in attempts per minute per client address (IPv6 per /64). */
  deskSignInRateLimit: number;
  retentionDays: number;
  /** Fastify's trustProxy: false, a hop count, or the addresses of trusted proxies. */
  trustProxy: false | number | string[];
  /** Absent: SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** Most connections one instance opens to PostgreSQL. */
  databasePoolSize: number;
  /** Absent: rate-limit counters are kept in this process's memory. */
  redisUrl: string | undefined;
  /** Origins whose pages may post to the form API (CORS); empty: same origin only. */
  allowedOrigins: string[];
  /** Unique among the instances sharing a database, and the same across one instance's restarts. */
  instanceId: string;
  /** Origin of a separately hosted API, allowed to be called and posted to by the pages. */
  apiOrigin: string | undefined;
  /** New submissions one instance accepts per minute from everyone together; above it, 429. */
  formGlobalLimitPerMinute: number;
  /** The site's own origin (VITE_SITE_URL): the https redirect goes there, never to a Host the request names. */
  siteOrigin: string;
  httpLimits: HttpLimits;
  // --- Front desk (server/desk) ---
  /** Serve the staff desk and its API. */
  deskEnabled: boolean;
  auditRetentionDays: number;
  /** What the desk's e-mail carries: the whole request, or a notice linking to it in the desk. */
  mailContent: "full" | "notice";
  /** The origin passkeys are registered for: DESK_ORIGIN, or the site's own. */
  deskOrigin: string;
  callBackTargetMinutes: number;
  sms: { providerUrl: string | undefined; apiKey: string | undefined; sender: string | undefined };
  // --- end of front desk ---
};

export type HttpLimits = {
  /** The whole request head must arrive within this time (slowloris). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this time. */
  requestTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; behind a load balancer, set it above the balancer's idle timeout. */
  keepAliveTimeoutMs: number;
  /** Requests one keep-alive connection may carry (0: no limit), to spread clients over instances. */
  maxRequestsPerSocket: number;
  /** Request line (the URL) and headers together. */
  maxHeaderBytes: number;
};

/**
 * Instances sharing PostgreSQL are told apart by host name and port, which stay the same when one
 * restarts. SQLite serves one instance, so there the data directory names it, whatever its port or host
 * (a new container on the same volume is the same instance).
 */
function defaultInstanceId(value: Env): string {
  if (!value.DATABASE_URL) return `sqlite:${resolve(value.DATA_DIR)}`;
  return `${hostname()}:${value.PORT === 0 ? `pid-${process.pid}` : value.PORT}`;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty values count as unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const value = parsed.data;
  return {
    host: value.HOST,
    port: value.PORT,
    siteDir: resolve(value.SITE_DIR),
    logLevel: value.LOG_LEVEL,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    dataDir: resolve(value.DATA_DIR),
    smtpUrl: value.SMTP_URL,
    mailTransport: value.SMTP_URL ? "smtp" : "files",
    smtpAllowPlaintext: value.SMTP_ALLOW_PLAINTEXT,
    mailFrom: value.MAIL_FROM,
    mailTo: value.MAIL_TO,
    appointmentAcknowledgement: value.APPOINTMENT_ACKNOWLEDGEMENT,
    formRateLimit: value.FORM_RATE_LIMIT,
    deskSignInRateLimit: value.DESK_SIGN_IN_RATE_LIMIT,
    retentionDays: value.RETENTION_DAYS,
    trustProxy: value.TRUST_PROXY,
    databaseUrl: value.DATABASE_URL,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    redisUrl: value.REDIS_URL,
    allowedOrigins: value.ALLOWED_ORIGINS,
    instanceId: value.INSTANCE_ID ?? defaultInstanceId(value),
    apiOrigin: value.VITE_API_BASE_URL === undefined ? undefined : new URL(value.VITE_API_BASE_URL).origin,
    formGlobalLimitPerMinute: value.FORM_GLOBAL_LIMIT_PER_MINUTE,
    siteOrigin: siteUrlFrom(value.VITE_SITE_URL),
    httpLimits: {
      headersTimeoutMs: value.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: value.REQUEST_TIMEOUT_MS,
      idleTimeoutMs: value.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: value.KEEP_ALIVE_TIMEOUT_MS,
      maxRequestsPerSocket: value.MAX_REQUESTS_PER_SOCKET,
      maxHeaderBytes: value.MAX_HEADER_BYTES,
    },
    // --- Front desk (server/desk) ---
    deskEnabled: value.DESK_ENABLED,
    auditRetentionDays: value.AUDIT_RETENTION_DAYS,
    mailContent: value.MAIL_CONTENT ?? (value.DESK_ENABLED ? "notice" : "full"),
    deskOrigin: value.DESK_ORIGIN ? new URL(value.DESK_ORIGIN).origin : siteUrlFrom(value.VITE_SITE_URL),
    callBackTargetMinutes: value.DESK_CALL_BACK_TARGET_MINUTES,
    sms: { providerUrl: value.SMS_PROVIDER_URL, apiKey: value.SMS_API_KEY, sender: value.SMS_SENDER },
    // --- end of front desk ---
  };
}
