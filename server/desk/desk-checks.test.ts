import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { comesFromAnotherSite, readCookie, startSessionCookie } from "./desk-http";
import { csrfTokenMatches, type DeskSession } from "./sessions";

const requestWith = (fields: { protocol?: string; headers?: Record<string, string> }) =>
  ({ protocol: fields.protocol ?? "http", headers: fields.headers ?? {} }) as unknown as FastifyRequest;

function cookieSetFor(request: FastifyRequest): string {
  let value = "";
  const reply = { header: (_name: string, set: string) => (value = set) } as unknown as FastifyReply;
  startSessionCookie(request, reply, "abc");
  return value;
}

describe("the desk's session cookie", () => {
  it("is __Host- and Secure when the request came over https, never readable by scripts or sent by other sites, and forgotten with the browser", () => {
    expect(cookieSetFor(requestWith({ protocol: "https" }))).toBe("__Host-desk_session=abc; Path=/; HttpOnly; SameSite=Strict; Secure");
    expect(cookieSetFor(requestWith({ protocol: "http" }))).toBe("desk_session=abc; Path=/; HttpOnly; SameSite=Strict");
  });

  it("is read from among other cookies, and not at all when two cookies have its name", () => {
    expect(readCookie(requestWith({ headers: { cookie: "theme=dark; desk_session=xyz; lang=hi" } }), "desk_session")).toBe("xyz");
    expect(readCookie(requestWith({ headers: { cookie: "not_desk_session=xyz" } }), "desk_session")).toBeUndefined();
    expect(readCookie(requestWith({ headers: { cookie: "desk_session=tossed; desk_session=xyz" } }), "desk_session")).toBeUndefined();
  });
});

describe("the desk's CSRF checks", () => {
  const session = { csrfToken: "token-of-this-session" } as DeskSession;

  it("accepts only this session's token", () => {
    expect(csrfTokenMatches(session, "token-of-this-session")).toBe(true);
    expect(csrfTokenMatches(session, "token-of-another-one")).toBe(false);
    expect(csrfTokenMatches(session, "")).toBe(false);
    expect(csrfTokenMatches(session, undefined)).toBe(false);
  });

  it("treats a request a browser says came from another site as foreign, and a typed address or the desk's own page as not", () => {
    expect(comesFromAnotherSite(requestWith({ headers: { "sec-fetch-site": "cross-site" } }))).toBe(true);
    expect(comesFromAnotherSite(requestWith({ headers: { "sec-fetch-site": "same-site" } }))).toBe(true);
    expect(comesFromAnotherSite(requestWith({ headers: { "sec-fetch-site": "same-origin" } }))).toBe(false);
    expect(comesFromAnotherSite(requestWith({ headers: { "sec-fetch-site": "none" } }))).toBe(false);
    expect(comesFromAnotherSite(requestWith({}))).toBe(false);
  });
});

describe("the desk's settings", () => {
  it("are off by default, with a year of audit log", () => {
    expect(loadConfig({})).toMatchObject({ deskEnabled: false, auditRetentionDays: 365 });
  });

  it("are read from DESK_ENABLED and AUDIT_RETENTION_DAYS, and a typo stops the server", () => {
    expect(loadConfig({ DESK_ENABLED: "true", AUDIT_RETENTION_DAYS: "730" })).toMatchObject({ deskEnabled: true, auditRetentionDays: 730 });
    expect(() => loadConfig({ DESK_ENABLED: "yes" })).toThrow(/DESK_ENABLED/);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: "0" })).toThrow(/AUDIT_RETENTION_DAYS/);
    // Access logs are kept a year: nobody shortens them with an environment variable.
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: "364" })).toThrow(/AUDIT_RETENTION_DAYS: must be at least 365/);
  });
});
