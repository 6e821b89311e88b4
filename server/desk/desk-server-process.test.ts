import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { totpCodeOfStep, totpStepAt } from "./accounts/totp";
import { readMail } from "../testing/read-mail";
import { APPOINTMENT_URL, appointmentPayload } from "../testing/requests";
import { type ServerProcess, startServerProcess } from "../testing/server-process";

describe("npm start with DESK_ENABLED", () => {
  let server: ServerProcess | undefined;
  let dataDir: string;

  afterEach(async () => {
    if (server) {
      server.child.kill("SIGTERM");
      await server.exited;
      server = undefined;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  // Two server processes, the staff command and the first administrator's enrolment: over 30 s on a busy machine.
  it("serves the desk's API, which an account made by npm run staff signs in to; without it the API does not exist", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "hospital-desk-process-"));
    server = await startServerProcess({ DATA_DIR: dataDir, DESK_ENABLED: "true", VITE_SITE_URL: "https://desk.test" });
    const anonymous = await fetch(`${server.url}/api/desk/session`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    expect(anonymous.headers.get("x-robots-tag")).toContain("noindex");

    const staff = spawnSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", "add", "first@aarogya.test", "--role", "admin"], {
      env: { ...process.env, DATA_DIR: dataDir, VITE_SITE_URL: "https://desk.test" },
      encoding: "utf8",
    });
    expect(staff.status).toBe(0);
    const token = /set-password#(\S+)/.exec(staff.stdout)?.[1];
    const json = { "content-type": "application/json" };
    const password = "a long and private passphrase";
    expect(
      (await fetch(`${server.url}/api/desk/set-password`, { method: "POST", headers: json, body: JSON.stringify({ token, password }) }))
        .status,
    ).toBe(200);
    const signedIn = await fetch(`${server.url}/api/desk/sign-in`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: "first@aarogya.test", password }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get("set-cookie")?.split(";")[0] ?? "";
    // The first administrator has no second factor yet: nothing opens until one is set up.
    const { stage, csrfToken } = (await signedIn.json()) as { stage: string; csrfToken: string };
    expect(stage).toBe("enrol");
    const refused = await fetch(`${server.url}/api/desk/accounts`, { headers: { cookie } });
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([403, "enrolment_required"]);
    const asPage = { ...json, cookie, "sec-fetch-site": "same-origin", "x-csrf-token": csrfToken };
    const started = (await (
      await fetch(`${server.url}/api/desk/second-factor/totp`, { method: "POST", headers: asPage, body: "{}" })
    ).json()) as {
      id: string;
      secret: string;
    };
    const code = totpCodeOfStep(started.secret, totpStepAt(new Date()));
    const confirmed = await fetch(`${server.url}/api/desk/second-factor/totp/confirm`, {
      method: "POST",
      headers: asPage,
      body: JSON.stringify({ id: started.id, code }),
    });
    expect(confirmed.status).toBe(200);
    expect((await fetch(`${server.url}/api/desk/accounts`, { headers: { cookie } })).status).toBe(200);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    server = await startServerProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${server.url}/api/desk/session`)).status).toBe(404);
  }, 60_000);

  it("with MAIL_CONTENT=notice, e-mails the desk only a link to the request, none of what the patient typed", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "hospital-desk-notice-"));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DESK_ENABLED: "true",
      MAIL_CONTENT: "notice",
      VITE_SITE_URL: "https://desk.test",
    });
    const payload = appointmentPayload();
    const sent = await fetch(`${server.url}${APPOINTMENT_URL}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
    });
    expect(sent.status).toBe(200);
    const { referenceId } = (await sent.json()) as { referenceId: string };

    const mailDir = join(dataDir, "mail");
    let files: string[] = [];
    for (let waited = 0; files.length === 0 && waited < 100; waited++) {
      files = (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith(".eml"));
      if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const messages = await Promise.all(files.map(async (file) => readMail(await readFile(join(mailDir, file), "utf8"))));
    const toDesk = messages.find((message) => message.headers.get("subject") === `Appointment request: ${referenceId}`);
    expect(toDesk?.text).toContain(`https://desk.test/desk/requests/${referenceId}`);
    // What sampleAppointment() typed: name, e-mail, phone and the health query.
    for (const typed of ["Ravi Sharma", "ravi.sharma@example.in", "9829012345", "left knee"])
      expect(JSON.stringify(toDesk)).not.toContain(typed);
  });
});
