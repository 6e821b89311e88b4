import { createHash } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACEBOOK_VIDEO_PLAYER, facebookVideoAddresses } from "#app/content/facts/facebook-video";
import { hospital } from "#app/content/facts/hospital";
import { sitePagePaths } from "#common/paths";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { CONTACT_URL, asFormFields, contactPayload, postForm, postJson } from "../testing/requests";
import { buildApp } from "../app";
import { embeddedFrameOrigins, inlineScriptHashes } from "./content-security-policy";
import { STRICT_TRANSPORT_SECURITY } from "./security-headers";
import { observatoryGrade, parseCsp } from "../testing/observatory";

const HOST = "www.aarogyahospitaljaipur.in";

/**
 * Every directive of the policy, as sent on every response; pages add their scripts' hashes to
 * script-src and their inline stylesheet's to style-src.
 */
const BASE_DIRECTIVES = {
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "frame-src": ["https://www.facebook.com", "https://www.google.com"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
};

const FIXED_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};

const cspOf = (response: LightMyRequestResponse) => parseCsp(String(response.headers["content-security-policy"] ?? ""));

/** Every inline script a browser would run, read straight from the page as served. */
function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map(([, , body = ""]) => body);
}
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function expectSecurityHeaders(response: LightMyRequestResponse, label: string, options: { overTls?: boolean } = {}) {
  for (const [name, value] of Object.entries(FIXED_HEADERS)) expect(response.headers[name], `${label}: ${name}`).toBe(value);
  const permissions = String(response.headers["permissions-policy"]);
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions, label).toContain(`${feature}=()`);
  // What the video embeds ask for is granted by their iframes' allow attribute, not restricted here.
  for (const feature of ["autoplay", "fullscreen", "encrypted-media", "picture-in-picture"])
    expect(permissions, label).not.toContain(feature);
  expect(response.headers["x-powered-by"], label).toBeUndefined();
  expect(response.headers.server, label).toBeUndefined();

  const csp = cspOf(response);
  const { "script-src": scriptSources = [], "style-src": styleSources = [], ...others } = Object.fromEntries(csp);
  for (const [directive, sources] of [
    ["script-src", scriptSources],
    ["style-src", styleSources],
  ] as const) {
    expect(sources.slice(0, 1), `${label}: ${directive}`).toEqual(["'self'"]);
    for (const source of sources.slice(1)) expect(source, `${label}: ${directive}`).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  }
  const { "script-src": _, "style-src": __, ...expectedOthers } = BASE_DIRECTIVES;
  expect(others, `${label}: directives`).toEqual(options.overTls ? { ...expectedOthers, "upgrade-insecure-requests": [] } : expectedOthers);
  expect(String(response.headers["content-security-policy"]), label).not.toMatch(/unsafe-(inline|eval|hashes)/);
  if (options.overTls) expect(response.headers["strict-transport-security"], label).toBe(STRICT_TRANSPORT_SECURITY);
  else expect(response.headers["strict-transport-security"], label).toBeUndefined();
}

// Over the fixture site (server/testing/fixture-site.ts): pages with inline scripts, a stylesheet and
// structured data as the build writes them, without `npm run build`.
describe("security headers", () => {
  let app: FastifyInstance;
  let proxied: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testAppConfig(), fakeDependencies());
    // Behind one trusted proxy that terminates TLS and says so in X-Forwarded-Proto.
    proxied = await buildApp(testAppConfig({ trustProxy: 1 }), fakeDependencies());
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
  const viaProxy = (url: string, proto: "http" | "https", method: "GET" | "POST" = "GET") =>
    proxied.inject({ method, url, headers: { host: HOST, "x-forwarded-proto": proto } });

  it("are on a page, a file, an API answer, a redirect and both kinds of 404", async () => {
    const page = await get("/");
    const html = page.body;
    const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    const answers: [string, LightMyRequestResponse][] = [
      ["page", page],
      ["script", await get(script!)],
      ["image", await get("/favicon.svg")],
      ["API 400", await postJson(app, CONTACT_URL, {})],
      ["API 200", await postJson(app, CONTACT_URL, contactPayload())],
      ["API 415", await app.inject({ method: "POST", url: CONTACT_URL, headers: { "content-type": "text/xml" }, payload: "<x/>" })],
      ["API 404", await get("/api/nothing")],
      ["health", await get("/healthz")],
      ["302 redirect", await get("/nope")],
      ["301 redirect", await get("/galler")],
      ["404 file", await get("/wp-login.php")],
      ["404 speciality", await get("/speciality/cardiology")],
      ["HEAD", await app.inject({ method: "HEAD", url: "/about" })],
      ["405-ish", await app.inject({ method: "DELETE", url: "/about" })],
    ];
    for (const [label, response] of answers) expectSecurityHeaders(response, `${label} (${response.statusCode})`);
    expect(answers.map(([, response]) => response.statusCode)).toEqual([
      200, 200, 200, 400, 200, 415, 404, 200, 302, 301, 404, 404, 200, 404,
    ]);
  });

  it("allows exactly each page's own inline scripts, by hash, and never the structured data", async () => {
    for (const path of [...sitePagePaths, "/speciality/ORTHOPAEDICS", "/speciality/unknown-name"]) {
      const response = await get(path);
      const scripts = executableInlineScripts(response.body);
      expect(scripts.length, path).toBeGreaterThan(0);
      const allowed = cspOf(response).get("script-src") ?? [];
      expect(allowed.slice(1).sort(), path).toEqual([...new Set(scripts.map(sha256))].sort());
      expect(inlineScriptHashes(response.body).sort(), path).toEqual(allowed.slice(1).sort());
      const structuredData = [...response.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => match[1] ?? "",
      );
      for (const block of structuredData) expect(allowed, path).not.toContain(sha256(block));
    }
  });

  it("allows exactly each page's inline stylesheet, by hash, and no other inline style", async () => {
    for (const path of [...sitePagePaths, "/speciality/unknown-name"]) {
      const response = await get(path);
      const styles = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
      expect(styles, path).toHaveLength(1);
      expect(response.body, path).not.toMatch(/<link rel="stylesheet"/);
      expect(cspOf(response).get("style-src"), path).toEqual(["'self'", sha256(styles[0]!)]);
    }
  });

  it("keeps the page's hashes on a 304, which replaces the cached page's headers", async () => {
    for (const path of ["/about", "/speciality/OrthoPaedics"]) {
      const first = await get(path);
      const again = await get(path, { "if-none-match": String(first.headers.etag) });
      expect(again.statusCode, path).toBe(304);
      expect(again.headers["content-security-policy"], path).toBe(first.headers["content-security-policy"]);
    }
  });

  it("lets frames load only from the map and the video player the content's videos play in", () => {
    // Every video plays in Facebook's player, whatever its link (app/content/views/page-content.test.ts).
    const video = facebookVideoAddresses("https://www.facebook.com/sanganer.care/videos/1234567890");
    expect(video.videoUrl.startsWith(`${FACEBOOK_VIDEO_PLAYER}?`)).toBe(true);
    const origins = new Set([hospital.mapEmbedUrl, FACEBOOK_VIDEO_PLAYER].map((url) => new URL(url).origin));
    expect(embeddedFrameOrigins()).toEqual([...origins].sort());
    expect(embeddedFrameOrigins()).toEqual(BASE_DIRECTIVES["frame-src"]);
  });

  it("adds HSTS and upgrade-insecure-requests over TLS, as a trusted proxy reports it", async () => {
    for (const url of ["/", "/favicon.svg", "/healthz", "/nope"])
      expectSecurityHeaders(await viaProxy(url, "https"), url, { overTls: true });
  });

  it("ignores X-Forwarded-Proto from a client when no proxy is trusted", async () => {
    expectSecurityHeaders(await get("/", { "x-forwarded-proto": "https" }), "untrusted https");
    expect((await get("/", { "x-forwarded-proto": "http" })).statusCode).toBe(200);
  });

  it("sends plain-http visitors behind the proxy to https on the site's own address, except health checks", async () => {
    const page = await viaProxy("/about?ref=1", "http");
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`https://${HOST}/about?ref=1`);
    expectSecurityHeaders(page, "https redirect");
    expect((await viaProxy(CONTACT_URL, "http", "POST")).statusCode).toBe(308);
    expect((await viaProxy("/healthz", "http")).statusCode).toBe(200);
  });

  it("never redirects to the host a request names in X-Forwarded-Host or Host, which a CDN could cache for everyone", async () => {
    for (const headers of [
      { "x-forwarded-host": "evil.example" },
      { host: "evil.example" },
      { host: "evil.example", "x-forwarded-host": "evil.example:443" },
    ]) {
      const response = await proxied.inject({
        method: "GET",
        url: "/contact",
        headers: { host: HOST, "x-forwarded-proto": "http", ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(301);
      expect(response.headers.location, JSON.stringify(headers)).toBe(`https://${HOST}/contact`);
    }
    const absoluteForm = await proxied.inject({
      method: "GET",
      url: "//evil.example/x",
      headers: { host: HOST, "x-forwarded-proto": "http" },
    });
    expect(new URL(String(absoluteForm.headers.location)).host).toBe(HOST);
  });

  it("keeps a separately hosted API on its own https address", async () => {
    const api = await buildApp(
      testAppConfig({ trustProxy: 1, siteOrigin: "https://www.example.in", apiOrigin: "https://api.example.in" }),
      fakeDependencies(),
    );
    try {
      const post = await api.inject({ method: "POST", url: CONTACT_URL, headers: { host: "api.example.in", "x-forwarded-proto": "http" } });
      expect(post.statusCode).toBe(308);
      expect(post.headers.location).toBe(`https://api.example.in${CONTACT_URL}`);
      const page = await api.inject({ method: "GET", url: "/", headers: { host: "elsewhere.example", "x-forwarded-proto": "http" } });
      expect(page.headers.location).toBe("https://www.example.in/");
    } finally {
      await api.close();
    }
  });

  it("leaves the no-JavaScript form answers their own policy, which allows nothing to run", async () => {
    const response = await postForm(app, CONTACT_URL, asFormFields(contactPayload({ message: "CSP check" })));
    expect(response.statusCode).toBe(200);
    const csp = cspOf(response);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.has("script-src")).toBe(false);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("earns an A+ by the HTTP Observatory's published scoring rules", async () => {
    const page = await viaProxy("/", "https");
    const httpAnswer = await viaProxy("/", "http");
    const { score, grade, results } = observatoryGrade(
      { status: page.statusCode, headers: page.headers, body: page.body },
      { status: httpAnswer.statusCode, headers: httpAnswer.headers, body: httpAnswer.body },
      HOST,
    );
    expect(
      results.filter((result) => result.modifier < 0),
      "penalties",
    ).toEqual([]);
    expect(Object.fromEntries(results.map(({ test, result }) => [test, result]))).toEqual({
      "content-security-policy": "csp-implemented-with-no-unsafe-default-src-none",
      cookies: "cookies-not-found",
      "cross-origin-resource-sharing": "cross-origin-resource-sharing-not-implemented",
      redirection: "redirection-to-https",
      "referrer-policy": "referrer-policy-private",
      "strict-transport-security": "hsts-implemented-max-age-at-least-six-months",
      "subresource-integrity": "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      "x-content-type-options": "x-content-type-options-nosniff",
      "x-frame-options": "x-frame-options-implemented-via-csp",
      "cross-origin-resource-policy": "corp-implemented-with-same-origin",
    });
    expect(score).toBe(120);
    expect(grade).toBe("A+");
  });

  it("grades the usual mistakes down, so the A+ above means something", () => {
    const base = { status: 200, body: "<script src=/a.js></script>" };
    const good = {
      "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors 'none'",
      "strict-transport-security": "max-age=63072000",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    };
    const redirect = { status: 301, headers: { location: `https://${HOST}/` }, body: "" };
    expect(observatoryGrade({ ...base, headers: good }, redirect, HOST).grade).toBe("A+");
    const unsafe = { ...good, "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'" };
    expect(observatoryGrade({ ...base, headers: unsafe }, redirect, HOST).score).toBe(60);
    expect(observatoryGrade({ ...base, headers: {} }, { status: 200, headers: {}, body: "" }, HOST).grade).toBe("F");
    const noHsts: Record<string, string> = { ...good };
    delete noHsts["strict-transport-security"];
    expect(observatoryGrade({ ...base, headers: noHsts }, redirect, HOST).grade).toBe("B+");
  });
});
