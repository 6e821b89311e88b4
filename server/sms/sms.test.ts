import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSms, smsFilesIn } from "./sms";

describe("the SMS module", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "sms-"));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const message = { to: "+919829012345", text: "आपका अपॉइंटमेंट सोमवार को है", referenceId: "APT-7K3M9Q2D", language: "hi" };

  it("offline, writes each message to a private file named by its reference, which erasure deletes", async () => {
    const sms = createSms({ dataDir });
    expect(sms.mode).toBe("files");
    await sms.send(message);
    const [name] = await readdir(join(dataDir, "sms"));
    expect(name).toMatch(/^\d{8}T\d{9}Z-APT-7K3M9Q2D\.sms\.txt$/);
    const written = await readFile(join(dataDir, "sms", name!), "utf8");
    expect(written).toContain("To: +919829012345");
    expect(written).toContain("आपका अपॉइंटमेंट सोमवार को है");
    expect(await smsFilesIn(dataDir).eraseReferences(["APT-7K3M9Q2D"])).toBe(1);
    expect(await readdir(join(dataDir, "sms"))).toEqual([]);
  });

  it("with a provider, posts the message there and fails when the provider refuses it", async () => {
    const calls: { url: string; body: unknown; authorization: string | null }[] = [];
    let status = 200;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)), authorization: new Headers(init.headers).get("authorization") });
      return new Response("{}", { status });
    }) as unknown as typeof fetch;
    const sms = createSms({ dataDir, providerUrl: "https://sms.example/send", apiKey: "secret", sender: "AAROGY", fetch: fakeFetch });
    expect(sms.mode).toBe("provider");
    await sms.send(message);
    expect(calls[0]).toEqual({
      url: "https://sms.example/send",
      body: { to: "+919829012345", text: message.text, sender: "AAROGY", reference: "APT-7K3M9Q2D" },
      authorization: "Bearer secret",
    });
    status = 503;
    await expect(sms.send(message)).rejects.toThrow(/503/);
  });
});
