/**
 * Mozilla's HTTP Observatory scoring rules (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring),
 * applied header by header to what this server answers: the scanner cannot reach a test machine, so the
 * tests grade the same evidence it would see. Each test names its Observatory result and modifier.
 */

export type ObservedResponse = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
};

export type ObservatoryResult = { test: string; result: string; modifier: number };

const header = (response: ObservedResponse, name: string) => {
  const value = response.headers[name];
  return value === undefined ? undefined : Array.isArray(value) ? value.join(", ") : String(value);
};

export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const INSECURE_SOURCES = new Set(["*", "http:", "https:", "data:", "blob:", "filesystem:"]);

function contentSecurityPolicy(response: ObservedResponse): ObservatoryResult {
  const test = "content-security-policy";
  const policy = header(response, "content-security-policy");
  if (!policy) return { test, result: "csp-not-implemented", modifier: -25 };
  const csp = parseCsp(policy);
  const sourcesOf = (directive: string) => csp.get(directive) ?? csp.get("default-src");
  const scripts = sourcesOf("script-src");
  const styles = sourcesOf("style-src");
  const objects = sourcesOf("object-src");
  const hashedOrNonced = (scripts ?? []).some((source) => /^'(sha(256|384|512)|nonce)-/.test(source) || source === "'strict-dynamic'");
  // No script-src and no default-src allows any script; 'unsafe-inline' is ignored where hashes are given.
  if (!scripts || (scripts.includes("'unsafe-inline'") && !hashedOrNonced)) {
    return { test, result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  }
  if ([...scripts, ...(objects ?? ["*"])].some((source) => INSECURE_SOURCES.has(source) || source.startsWith("http://"))) {
    return { test, result: "csp-implemented-with-insecure-scheme", modifier: -20 };
  }
  if (scripts.includes("'unsafe-eval'")) return { test, result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  if (styles?.includes("'unsafe-inline'") || !styles) {
    return { test, result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  }
  if (csp.get("default-src")?.join(" ") === "'none'") {
    return { test, result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  }
  return { test, result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function cookies(response: ObservedResponse): ObservatoryResult {
  const cookies = response.headers["set-cookie"];
  if (cookies === undefined) return { test: "cookies", result: "cookies-not-found", modifier: 0 };
  const all = (Array.isArray(cookies) ? cookies : [String(cookies)]).map((cookie) => cookie.toLowerCase());
  if (all.some((cookie) => !cookie.includes("; secure"))) return { test: "cookies", result: "cookies-without-secure-flag", modifier: -20 };
  return { test: "cookies", result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

function crossOriginResourceSharing(response: ObservedResponse): ObservatoryResult {
  const test = "cross-origin-resource-sharing";
  const origin = header(response, "access-control-allow-origin");
  if (origin === undefined) return { test, result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  if (origin.trim() === "*") return { test, result: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 };
  return { test, result: "cross-origin-resource-sharing-implemented-with-restricted-access", modifier: 0 };
}

const SIX_MONTHS_SECONDS = 15_768_000;

function strictTransportSecurity(response: ObservedResponse): ObservatoryResult {
  const test = "strict-transport-security";
  const value = header(response, "strict-transport-security");
  if (value === undefined) return { test, result: "hsts-not-implemented", modifier: -20 };
  const maxAge = value.match(/(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i)?.[1];
  if (maxAge === undefined) return { test, result: "hsts-header-invalid", modifier: -20 };
  if (Number(maxAge) < SIX_MONTHS_SECONDS) return { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
  return { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 };
}

/** `httpAnswer`: what the same host answers to the same path over plain http. */
function redirection(httpAnswer: ObservedResponse, host: string): ObservatoryResult {
  const test = "redirection";
  const location = header(httpAnswer, "location");
  if (httpAnswer.status < 300 || httpAnswer.status > 399 || !location) return { test, result: "redirection-missing", modifier: -20 };
  const target = new URL(location, `http://${host}`);
  if (target.protocol !== "https:") return { test, result: "redirection-not-to-https-on-initial-redirection", modifier: -10 };
  if (target.host !== host) return { test, result: "redirection-off-host-from-http", modifier: -5 };
  return { test, result: "redirection-to-https", modifier: 0 };
}

const PRIVATE_REFERRER_POLICIES = new Set(["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"]);
const UNSAFE_REFERRER_POLICIES = new Set(["origin", "origin-when-cross-origin", "unsafe-url"]);

function referrerPolicy(response: ObservedResponse): ObservatoryResult {
  const test = "referrer-policy";
  const value = header(response, "referrer-policy");
  if (value === undefined) return { test, result: "referrer-policy-not-implemented", modifier: 0 };
  // The browser applies the last policy it understands.
  const policy =
    value
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .at(-1) ?? "";
  if (PRIVATE_REFERRER_POLICIES.has(policy)) return { test, result: "referrer-policy-private", modifier: 5 };
  if (policy === "no-referrer-when-downgrade") return { test, result: "referrer-policy-no-referrer-when-downgrade", modifier: 0 };
  if (UNSAFE_REFERRER_POLICIES.has(policy)) return { test, result: "referrer-policy-unsafe", modifier: -5 };
  return { test, result: "referrer-policy-header-invalid", modifier: -5 };
}

function subresourceIntegrity(response: ObservedResponse, host: string): ObservatoryResult {
  const test = "subresource-integrity";
  const sources = [...response.body.matchAll(/<script\b[^>]*\ssrc\s*=\s*["']?([^"'\s>]+)/gi)].map((match) => match[1] ?? "");
  const external = sources.filter((source) => {
    const url = new URL(source, `https://${host}`);
    return url.host !== host;
  });
  if (sources.length === 0 && !/<script\b/i.test(response.body))
    return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  if (external.length === 0) return { test, result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
  return { test, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

function contentTypeOptions(response: ObservedResponse): ObservatoryResult {
  const value = header(response, "x-content-type-options");
  if (value === undefined) return { test: "x-content-type-options", result: "x-content-type-options-not-implemented", modifier: -5 };
  if (value.trim().toLowerCase() !== "nosniff")
    return { test: "x-content-type-options", result: "x-content-type-options-header-invalid", modifier: -5 };
  return { test: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0 };
}

function frameOptions(response: ObservedResponse): ObservatoryResult {
  const test = "x-frame-options";
  const policy = header(response, "content-security-policy");
  if (policy && parseCsp(policy).has("frame-ancestors")) return { test, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const value = header(response, "x-frame-options")?.trim().toUpperCase();
  if (value === undefined) return { test, result: "x-frame-options-not-implemented", modifier: -20 };
  if (value === "DENY" || value === "SAMEORIGIN") return { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  return { test, result: "x-frame-options-header-invalid", modifier: -20 };
}

function crossOriginResourcePolicy(response: ObservedResponse): ObservatoryResult {
  const test = "cross-origin-resource-policy";
  const value = header(response, "cross-origin-resource-policy")?.trim().toLowerCase();
  if (value === undefined) return { test, result: "corp-not-implemented", modifier: 0 };
  if (value === "same-origin" || value === "same-site" || value === "cross-origin")
    return { test, result: `corp-implemented-with-${value}`, modifier: 0 };
  return { test, result: "corp-header-invalid", modifier: -5 };
}

export type ObservatoryGrade = { score: number; grade: string; results: ObservatoryResult[] };

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

/**
 * `page`: the home page over https, as the scanner fetches it. Penalties first; bonuses count only when
 * the score after penalties is still 90 or more.
 */
export function observatoryGrade(page: ObservedResponse, httpAnswer: ObservedResponse, host: string): ObservatoryGrade {
  const results = [
    contentSecurityPolicy(page),
    cookies(page),
    crossOriginResourceSharing(page),
    redirection(httpAnswer, host),
    referrerPolicy(page),
    strictTransportSecurity(page),
    subresourceIntegrity(page, host),
    contentTypeOptions(page),
    frameOptions(page),
    crossOriginResourcePolicy(page),
  ];
  if (page.status !== 200) results.push({ test: "subresource-integrity", result: "request-did-not-return-status-code-200", modifier: -5 });
  const penalties = results.reduce((sum, { modifier }) => sum + Math.min(0, modifier), 0);
  const bonuses = results.reduce((sum, { modifier }) => sum + Math.max(0, modifier), 0);
  const score = Math.max(0, 100 + penalties + (100 + penalties >= 90 ? bonuses : 0));
  return { score, grade: GRADES.find(([minimum]) => score >= minimum)?.[1] ?? "F", results };
}
