/**
 * What every desk route shares: the session cookie, the checks of session, role and CSRF token, and the
 * options the desk plugin is built with.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { RateLimitStorage } from "../api/dependencies";
import { type AuditReader, recordAudit } from "./audit";
import type { DeskDatabase } from "./desk-database";
import type { DeskRole } from "./desk-tables";
import type { ContentDeskOptions } from "../content/content-store";
import type { ErasureStore } from "./admin/erasure";
import type { Mailer } from "../mail/mailer";
import type { SmsSender } from "../sms/sms";
import { type SessionStage, stageOf, stepUpUntil } from "./session-stage";
import { csrfTokenMatches, type DeskSession, readSession } from "./sessions";

export type DeskOptions = {
  database: DeskDatabase;
  /** The store, through which administrators read the audit log and erase a person's data. */
  store: AuditReader & ErasureStore;
  /** The site's public address, for set-password links. */
  baseUrl: string;
  /** The origin staff open the desk at (DESK_ORIGIN, else the site's): passkeys are bound to it, and set-password links open on it. */
  deskOrigin?: string;
  /** Set-password links and notices to staff go to their own mailbox through this. */
  staffMail: { mailer: Mailer; from: string };
  /** Where the store's SQLite file and the written .eml files are (erasure removes those files too). */
  dataDir: string;
  /** PostgreSQL, when the store uses it (the CSV export reads through the staff command's code). */
  databaseUrl?: string;
  /** The desk's built pages (build/desk/), served at /desk; without it only the API is served. */
  pagesDir?: string;
  now?: () => Date;
  /** Where the sign-in's per-address limit counts: Redis when the forms' limits use it, else memory. */
  rateLimitStorage?: RateLimitStorage;
  /** Sign-in attempts per minute per client address (DESK_SIGN_IN_RATE_LIMIT); 20 when not given. */
  signInRateLimit?: number;
  /** The site's content store (drafts, approvals, releases): its routes under /api/desk/content are served only with it. */
  content?: ContentDeskOptions;
  /** The call-back queue (0019): texts to patients (offline: files under dataDir/sms when not given). */
  sms?: SmsSender;
  /** Minutes a request may wait for its first call before it shows late (DESK_CALL_BACK_TARGET_MINUTES). */
  callBackTargetMinutes?: number;
};

/**
 * The session cookie's name over plain http (a laptop, loopback tests). A `__Host-` name needs Secure,
 * which a browser refuses to store from a plain-http page, so there the cookie goes without the prefix;
 * over plain http a network attacker could rewrite any cookie anyway.
 */
export const SESSION_COOKIE = "desk_session";
/**
 * Its name over https: a browser takes a `__Host-` cookie only with Secure, Path=/ and no Domain, so no
 * other host of the hospital's domain (nor a plain-http page) can set or overwrite it.
 */
export const SECURE_SESSION_COOKIE = "__Host-desk_session";
export const CSRF_HEADER = "x-csrf-token";
/**
 * Sent by the desk's pages on what they do by themselves (the inbox's polling): such a request is
 * answered but does not count as the person's activity, so a screen left open still times out.
 */
export const BACKGROUND_HEADER = "x-desk-background";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The cookie's value when exactly one cookie has this name; none when two arrive, as a cookie tossed in beside the real one would. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const values: string[] = [];
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) values.push(part.slice(separator + 1).trim());
  }
  return values.length === 1 ? values[0] : undefined;
}

export const sessionCookieName = (request: FastifyRequest) => (request.protocol === "https" ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The session id this request carries, under the one name its scheme allows. */
export const readSessionCookie = (request: FastifyRequest) => readCookie(request, sessionCookieName(request));

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure and `__Host-`
 * over https. No Max-Age or Expires: the browser forgets it when it closes, so a shared reception PC
 * restarted the next morning does not open yesterday's session. Clearing sends Max-Age=0.
 */
function setSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string, clear: boolean) {
  const secure = request.protocol === "https" ? "; Secure" : "";
  const expiry = clear ? "; Max-Age=0" : "";
  reply.header("set-cookie", `${sessionCookieName(request)}=${value}; Path=/; HttpOnly; SameSite=Strict${expiry}${secure}`);
}

export const startSessionCookie = (request: FastifyRequest, reply: FastifyReply, id: string) => setSessionCookie(request, reply, id, false);
export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) => setSessionCookie(request, reply, "", true);

/**
 * A browser says where a request came from; anything but the desk's own pages (or a typed address) is
 * refused, even for requests that need no session, such as signing in.
 */
export function comesFromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin" && site !== "none";
}

declare module "fastify" {
  interface FastifyRequest {
    deskSession: DeskSession | null;
  }
}

/**
 * The onRequest hook of every signed-in route (before its body is read or checked): 403 for anything a
 * browser says another site (even a sibling host of the hospital's domain) started, since a link
 * there could otherwise open a request or an export in the desk's name; 401 without a live session;
 * 403 for a state-changing request without the session's CSRF token; 403 for the wrong role. The
 * token is required even when the browser says same-origin: the desk's pages always have it, and an
 * old browser or a proxy that drops Sec-Fetch-Site then changes nothing.
 */
export function requireStaff(options: DeskOptions, role: DeskRole = "desk", stages: readonly SessionStage[] = ["full"]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (comesFromAnotherSite(request)) return reply.code(403).send({ error: "csrf" });
    const id = readSessionCookie(request);
    const activity = request.headers[BACKGROUND_HEADER] === undefined;
    const session = id ? await readSession(options.database, id, (options.now ?? (() => new Date()))(), { activity }) : null;
    if (!session) {
      if (request.headers.cookie?.includes(sessionCookieName(request))) clearSessionCookie(request, reply);
      return reply.code(401).send({ error: "not_signed_in" });
    }
    if (STATE_CHANGING.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (!csrfTokenMatches(session, typeof header === "string" ? header : undefined)) {
        await recordRefusal(options, request, session, "csrf-refused");
        return reply.code(403).send({ error: "csrf" });
      }
    }
    const stage = stageOf(session);
    if (!stages.includes(stage)) {
      await recordRefusal(options, request, session, "forbidden");
      return reply
        .code(403)
        .send(
          stage === "enrol"
            ? { error: "enrolment_required", message: "Set up a second factor before using the desk." }
            : { error: "second_factor_required", message: "Complete the second step of signing in first." },
        );
    }
    if (role === "admin" && session.account.role !== "admin") {
      await recordRefusal(options, request, session, "forbidden");
      return reply.code(403).send({ error: "forbidden" });
    }
    request.deskSession = session;
  };
}

/** A signed-in person refused (403): what they tried, by route (never the query string, which may hold a search). */
function recordRefusal(options: DeskOptions, request: FastifyRequest, session: DeskSession, action: "forbidden" | "csrf-refused") {
  return recordAudit(options.database, {
    actor: session.account.email,
    action,
    target: `${request.method} ${request.routeOptions.url ?? request.url.split("?")[0]}`,
    address: request.ip,
    rowCount: 0,
    at: (options.now ?? (() => new Date()))(),
  });
}

/**
 * After requireStaff, on export, erasure and account changes: the second factor must have been verified
 * on this session within the last few minutes (a sign-in that passed it counts), or the answer is 403
 * step_up_required and the desk asks for it again.
 */
export function requireStepUp(options: DeskOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // requireStaff has answered already.
    if (!request.deskSession) return;
    if (!stepUpUntil(request.deskSession, (options.now ?? (() => new Date()))())) {
      return reply.code(403).send({ error: "step_up_required", message: "Confirm it is you with your second factor, then try again." });
    }
  };
}

/** The signed-in staff member; only called behind requireStaff. */
export function staffOf(request: FastifyRequest): DeskSession {
  if (!request.deskSession) throw new Error("desk route without requireStaff");
  return request.deskSession;
}
