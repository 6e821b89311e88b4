import { describe, expect, it } from "vitest";
import { hospital } from "#app/content/facts/hospital";
import { ConfigError, loadConfig } from "./config";
import { PUBLISHED_SITE_URL } from "#common/site-url";

const problemsWith = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
};

describe("loadConfig", () => {
  it("runs with no configuration at all: SQLite in ./data, e-mails written to files", () => {
    const config = loadConfig({});
    expect(config.host).toBe("127.0.0.1");
    expect(config.port).toBe(3000);
    expect(config.siteDir).toMatch(/build\/client$/);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailTo).toBe(hospital.email);
    expect(config.mailFrom).toContain("<website@aarogyahospitaljaipur.in>");
    expect(config.appointmentAcknowledgement).toBe(false);
    expect(config.formRateLimit).toBe(30);
    expect(config.retentionDays).toBe(180);
    expect(config.trustProxy).toBe(false);
  });

  it("respects HOST and PORT, treating empty values as unset", () => {
    const config = loadConfig({ HOST: "0.0.0.0", PORT: "8080", LOG_LEVEL: "", SMTP_URL: "" });
    expect(config.host).toBe("0.0.0.0");
    expect(config.port).toBe(8080);
    expect(config.logLevel).toBe("info");
    expect(config.smtpUrl).toBeUndefined();
  });

  it("reads the mail, abuse and retention settings", () => {
    const config = loadConfig({
      DATA_DIR: "/var/lib/hospital",
      SMTP_URL: "smtps://desk:secret@mail.example.in:465",
      MAIL_FROM: '"Aarogya, Jaipur" <web@example.in>',
      MAIL_TO: "desk@example.in, appointments@example.in",
      APPOINTMENT_ACKNOWLEDGEMENT: "true",
      FORM_RATE_LIMIT: "5",
      RETENTION_DAYS: "30",
    });
    expect(config.dataDir).toBe("/var/lib/hospital");
    expect(config.smtpUrl).toBe("smtps://desk:secret@mail.example.in:465");
    expect(config.mailFrom).toBe('"Aarogya, Jaipur" <web@example.in>');
    expect(config.mailTo).toBe("desk@example.in, appointments@example.in");
    expect(config.appointmentAcknowledgement).toBe(true);
    expect(config.formRateLimit).toBe(5);
    expect(config.retentionDays).toBe(30);
  });

  it("trusts proxies by hop count or by address, never blindly", () => {
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,loopback, fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "loopback",
      "fd00::/8",
    ]);
    expect(problemsWith({ TRUST_PROXY: "true" })).toMatch(/TRUST_PROXY.*not understood: true/);
    expect(problemsWith({ TRUST_PROXY: "10.0.0.0/33" })).toMatch(/TRUST_PROXY/);
  });

  it("names every bad variable in one readable error, without echoing secrets", () => {
    const message = problemsWith({
      PORT: "eighty",
      LOG_LEVEL: "loud",
      SMTP_URL: "https://user:hunter2@mail.example.in",
      MAIL_TO: "the desk",
      APPOINTMENT_ACKNOWLEDGEMENT: "yes",
      FORM_RATE_LIMIT: "0",
      RETENTION_DAYS: "forever",
    });
    for (const name of ["PORT", "LOG_LEVEL", "SMTP_URL", "MAIL_TO", "APPOINTMENT_ACKNOWLEDGEMENT", "FORM_RATE_LIMIT", "RETENTION_DAYS"]) {
      expect(message).toContain(`${name}:`);
    }
    expect(message).not.toContain("hunter2");
  });

  it("reads the settings for several instances: PostgreSQL, Redis, allowed origins, instance id", () => {
    const single = loadConfig({ PORT: "8080", DATA_DIR: "/var/lib/hospital" });
    expect(single).toMatchObject({ databaseUrl: undefined, databasePoolSize: 10, redisUrl: undefined, allowedOrigins: [] });
    expect(single.instanceId).toBe("sqlite:/var/lib/hospital");
    expect(loadConfig({ PORT: "8080", DATABASE_URL: "postgres://db/hospital" }).instanceId).toMatch(/^[^:]+:8080$/);

    const shared = loadConfig({
      DATABASE_URL: "postgres://hospital:secret@db.internal:5432/hospital",
      DATABASE_POOL_SIZE: "20",
      REDIS_URL: "rediss://cache.internal:6380",
      ALLOWED_ORIGINS: "https://www.aarogyahospitaljaipur.in, https://aarogyahospitaljaipur.in",
      INSTANCE_ID: "web-2",
    });
    expect(shared).toMatchObject({
      databaseUrl: "postgres://hospital:secret@db.internal:5432/hospital",
      databasePoolSize: 20,
      redisUrl: "rediss://cache.internal:6380",
      allowedOrigins: ["https://www.aarogyahospitaljaipur.in", "https://aarogyahospitaljaipur.in"],
      instanceId: "web-2",
    });
  });

  it("refuses a database or Redis URL of another kind, and origins with a path or a wildcard", () => {
    const message = problemsWith({
      DATABASE_URL: "mysql://root:hunter2@db/hospital",
      REDIS_URL: "http://cache:6379",
      ALLOWED_ORIGINS: "https://www.example.in/, *",
    });
    expect(message).toMatch(/DATABASE_URL: must be a URL starting with postgres:\/\//);
    expect(message).toMatch(/REDIS_URL:/);
    expect(message).toMatch(/ALLOWED_ORIGINS:.*not understood: https:\/\/www\.example\.in\/, \*/);
    expect(message).not.toContain("hunter2");
  });

  // Transport, hosts and abuse limits (docs/deploy.md)
  it("requires TLS to the mail server, redirects to the site's own address and caps submissions per minute, by default", () => {
    const defaults = loadConfig({});
    expect(defaults.smtpAllowPlaintext).toBe(false);
    expect(defaults.siteOrigin).toBe(PUBLISHED_SITE_URL);
    expect(defaults.formGlobalLimitPerMinute).toBe(300);

    const configured = loadConfig({
      SMTP_ALLOW_PLAINTEXT: "true",
      VITE_SITE_URL: "https://www.example.in/",
      FORM_GLOBAL_LIMIT_PER_MINUTE: "50",
    });
    expect(configured.smtpAllowPlaintext).toBe(true);
    expect(configured.siteOrigin).toBe("https://www.example.in");
    expect(configured.formGlobalLimitPerMinute).toBe(50);

    const message = problemsWith({ SMTP_ALLOW_PLAINTEXT: "yes", VITE_SITE_URL: "www.example.in", FORM_GLOBAL_LIMIT_PER_MINUTE: "0" });
    expect(message).toMatch(/SMTP_ALLOW_PLAINTEXT: must be "true" or "false"/);
    expect(problemsWith({ SMTP_URL: "smtp://mail.example.in:587?requireTLS=false" })).toMatch(/SMTP_URL: .*SMTP_ALLOW_PLAINTEXT=true/);
    expect(problemsWith({ SMTP_URL: "smtp://mail.example.in:587?ignoreTLS=true" })).toMatch(/SMTP_URL:/);
    expect(problemsWith({ SMTP_URL: "smtps://mail.example.in:465?tls.rejectUnauthorized=false" })).toMatch(/SMTP_URL:/);
    expect(message).toMatch(/VITE_SITE_URL:/);
    // The build puts this address in every canonical link: a path there would be dropped, not guessed at.
    expect(problemsWith({ VITE_SITE_URL: "https://www.example.in/hospital/" })).toMatch(/VITE_SITE_URL: must be the site's origin/);
    expect(message).toMatch(/FORM_GLOBAL_LIMIT_PER_MINUTE:/);
  });
});

describe("where e-mails go", () => {
  it("is said by the configuration: the SMTP server with SMTP_URL, files without", () => {
    expect(loadConfig({}).mailTransport).toBe("files");
    expect(loadConfig({ SMTP_URL: "smtps://desk:secret@mail.example.in:465" }).mailTransport).toBe("smtp");
  });

  it("refuses a production start without SMTP_URL unless files are asked for by name", () => {
    const message = problemsWith({ NODE_ENV: "production" });
    expect(message).toMatch(/SMTP_URL: is not set with NODE_ENV=production: e-mails would only be written to DATA_DIR\/mail/);
    expect(loadConfig({ NODE_ENV: "production", MAIL_TRANSPORT: "files" }).mailTransport).toBe("files");
    expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtps://mail.example.in:465" }).mailTransport).toBe("smtp");
  });

  it("refuses a MAIL_TRANSPORT that contradicts SMTP_URL", () => {
    expect(problemsWith({ MAIL_TRANSPORT: "smtp" })).toMatch(/MAIL_TRANSPORT: is smtp but SMTP_URL is not set/);
    expect(problemsWith({ MAIL_TRANSPORT: "files", SMTP_URL: "smtps://mail.example.in:465" })).toMatch(
      /MAIL_TRANSPORT: is files but SMTP_URL is set/,
    );
    expect(problemsWith({ MAIL_TRANSPORT: "pigeon" })).toMatch(/MAIL_TRANSPORT: must be "smtp" or "files"/);
  });
});

describe("what the desk's e-mail carries", () => {
  it("is the whole request by default, and a notice only when asked for with the desk on", () => {
    expect(loadConfig({}).mailContent).toBe("full");
    expect(loadConfig({ MAIL_CONTENT: "notice", DESK_ENABLED: "true" }).mailContent).toBe("notice");
  });

  it("is a notice by default once the desk is on, where staff read the request, and full when asked for", () => {
    expect(loadConfig({ DESK_ENABLED: "true" }).mailContent).toBe("notice");
    expect(loadConfig({ DESK_ENABLED: "true", MAIL_CONTENT: "full" }).mailContent).toBe("full");
    expect(loadConfig({ DESK_ENABLED: "false" }).mailContent).toBe("full");
  });

  it("refuses a notice without the desk, where staff could read the request nowhere", () => {
    expect(problemsWith({ MAIL_CONTENT: "notice" })).toMatch(/MAIL_CONTENT: is notice but DESK_ENABLED is not true/);
    expect(problemsWith({ MAIL_CONTENT: "summary", DESK_ENABLED: "true" })).toMatch(/MAIL_CONTENT: must be "full" or "notice"/);
  });
});
