import { afterEach, beforeEach, expect, it } from "vitest";
import { CONTENT_KINDS } from "#app/content/model/editable-kinds";
import { SEED_CONTENT, type SiteContent, siteContentProblems } from "#app/content/model/site-content";
import { readAuditLog } from "../desk/audit";
import { startDeskStack, type DeskStack, type StaffBrowser } from "../testing/desk-stack";
import { describeOnEachDatabase } from "../testing/test-services";
import { createMemoryPublisher } from "./content-publisher";
import { createContentStore, type ContentStore, type DocumentState } from "./content-store";
import { TEST_KINDS, TEST_SEED, type TestContent, testContentProblems } from "./test-kinds";
import { DRAFT_BAND_STYLE_SOURCE } from "../publish/draft-band";

const API = "/api/desk/content";
const ADMIN = "asha.admin@aarogya.test";
const EDITOR = "ravi@aarogya.test";
const PUBLISHER = "priya@aarogya.test";
const DESK_ONLY = "meena@aarogya.test";

type Documents = { documents: DocumentState[]; order: string[]; orderVersion: number | null };

describeOnEachDatabase("editing, approving and publishing the site's content from the desk", (dialect) => {
  let stack: DeskStack;
  let publisher: ReturnType<typeof createMemoryPublisher<TestContent>>;
  let admin: StaffBrowser;
  let editor: StaffBrowser;
  let priya: StaffBrowser;
  let meena: StaffBrowser;

  beforeEach(async () => {
    publisher = createMemoryPublisher(TEST_SEED, testContentProblems);
    stack = await startDeskStack(dialect, undefined, {
      content: ({ desk: database }) => ({
        store: createContentStore({ database, kinds: TEST_KINDS, publisher, problemsOf: testContentProblems }) as ContentStore<unknown>,
      }),
    });
    await stack.addStaff(ADMIN, "admin");
    for (const email of [EDITOR, PUBLISHER, DESK_ONLY]) await stack.addStaff(email, "desk");
    admin = await stack.signIn(ADMIN);
    // The administrator grants the rights through the desk, as the accounts screen does.
    expect((await admin.request("POST", `/api/desk/accounts/${EDITOR}/rights`, { contentEdit: true })).statusCode).toBe(200);
    expect(
      (await admin.request("POST", `/api/desk/accounts/${PUBLISHER}/rights`, { contentEdit: true, contentPublish: true })).statusCode,
    ).toBe(200);
    editor = await stack.signIn(EDITOR);
    priya = await stack.signIn(PUBLISHER);
    meena = await stack.signIn(DESK_ONLY);
  });
  afterEach(() => stack.close());

  const documentsOf = async (browser: StaffBrowser, kind: string) => {
    const answer = await browser.request("GET", `${API}/documents?kind=${kind}`);
    expect(answer.statusCode).toBe(200);
    return answer.json() as Documents;
  };
  const documentOf = async (browser: StaffBrowser, kind: string, key: string) =>
    (await documentsOf(browser, kind)).documents.find((document) => document.key === key)!;
  const liveContent = async () => (await publisher.live()).content;
  const auditActions = async () =>
    (await readAuditLog(stack.store, { limit: 500 })).map((entry) => `${entry.action} ${entry.actor} ${entry.target}`);

  it("takes a fee through draft, refused conflict, second person's approval and publish to the live content", async () => {
    const before = await documentOf(editor, "doctors", "mahesh-gupta");
    expect(before.live?.version).toBe(1);
    expect(before.draft).toBeNull();
    const value = { ...(before.live!.value as object), fee: { state: "supplied", value: 700 }, days: ["mon", "fri"] };
    // Ravi's first try; Priya corrects the fee to `value` below.
    const first = { ...value, fee: { state: "supplied", value: 650 } };

    const saved = await editor.request("PUT", `${API}/documents/doctors/mahesh-gupta/draft`, {
      value: first,
      baseVersion: 1,
      draftVersion: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().draft).toMatchObject({ version: 1, baseVersion: 1, savedBy: EDITOR, removed: false });

    // Priya opened the doctor before Ravi saved: her save is refused with what changed, Ravi's draft kept.
    const stale = await priya.request("PUT", `${API}/documents/doctors/mahesh-gupta/draft`, {
      value: { ...value, fee: { state: "supplied", value: 900 } },
      baseVersion: 1,
      draftVersion: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: "conflict", savedBy: EDITOR });
    expect(stale.json().changes).toEqual([{ path: "/fee/value", yours: 900, theirs: 650 }]);
    expect((await documentOf(priya, "doctors", "mahesh-gupta")).draft?.value).toEqual(first);

    const waiting = await documentOf(priya, "doctors", "mahesh-gupta");
    expect(waiting).toMatchObject({ needsApproval: true, approvedBy: null });
    // Not live until a second person approves it.
    const early = await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "mahesh-gupta" }] });
    expect(early.statusCode).toBe(409);
    expect(early.json().reasons).toEqual([expect.objectContaining({ message: expect.stringContaining("second person") })]);

    // Priya takes over the draft (naming the version she saw) and corrects the fee: she has changed a fact
    // that needs a second person, so she cannot approve it.
    const retyped = await priya.request("PUT", `${API}/documents/doctors/mahesh-gupta/draft`, { value, baseVersion: 1, draftVersion: 1 });
    expect(retyped.statusCode).toBe(200);
    expect(retyped.json().draft.version).toBe(2);
    const own = await priya.request("POST", `${API}/documents/doctors/mahesh-gupta/approve`, { draftVersion: 2 });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe("same_person");
    // Ravi may edit but not approve.
    expect((await editor.request("POST", `${API}/documents/doctors/mahesh-gupta/approve`, { draftVersion: 2 })).statusCode).toBe(403);
    // An approval of a version someone has since saved over is refused.
    expect((await admin.request("POST", `${API}/documents/doctors/mahesh-gupta/approve`, { draftVersion: 1 })).statusCode).toBe(409);
    const approved = await admin.request("POST", `${API}/documents/doctors/mahesh-gupta/approve`, { draftVersion: 2 });
    expect(approved.statusCode).toBe(200);
    expect((await documentOf(priya, "doctors", "mahesh-gupta")).approvedBy).toBe(ADMIN);

    const changes = (await priya.request("GET", `${API}/changes`)).json();
    expect(changes.problems).toEqual([]);
    expect(changes.changes).toEqual([
      expect.objectContaining({
        kind: "doctors",
        key: "mahesh-gupta",
        needsApproval: true,
        approvedBy: ADMIN,
        changes: [
          { path: "/fee/state", before: "missing", after: "supplied" },
          { path: "/fee/value", before: null, after: 700 },
          { path: "/days/1", before: "wed", after: "fri" },
        ],
      }),
    ]);

    const published = await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "mahesh-gupta" }] });
    expect(published.statusCode).toBe(200);
    expect(published.json().release.number).toBe(2);
    expect((await liveContent()).doctors[0]).toEqual(value);
    const after = await documentOf(editor, "doctors", "mahesh-gupta");
    expect(after).toMatchObject({ draft: null, live: { version: 2, value } });
    // The other doctor's version did not move.
    expect((await documentOf(editor, "doctors", "anita-rao")).live?.version).toBe(1);

    // A save still naming the version before the publish is refused.
    const late = await editor.request("PUT", `${API}/documents/doctors/mahesh-gupta/draft`, { value, baseVersion: 1, draftVersion: null });
    expect(late.statusCode).toBe(409);

    const actions = await auditActions();
    expect(actions).toEqual(
      expect.arrayContaining([
        `content-save ${EDITOR} doctors/mahesh-gupta`,
        `content-save ${PUBLISHER} doctors/mahesh-gupta`,
        `content-approve ${ADMIN} doctors/mahesh-gupta draft 2`,
        `content-publish ${PUBLISHER} release 2: doctors/mahesh-gupta`,
        `account-rights ${ADMIN} ${EDITOR}: edit yes, publish no`,
      ]),
    );
    // The refused save left no entry of a save: one per save that happened.
    expect(actions.filter((action) => action.startsWith("content-save"))).toHaveLength(2);
  });

  it("refuses the approval of anyone who changed a second-person fact in the draft, whoever saved it last", async () => {
    const live = (await documentOf(priya, "doctors", "mahesh-gupta")).live!;
    const feeByPriya = { ...(live.value as object), fee: { state: "supplied", value: 800 } };
    const saved = await priya.request("PUT", `${API}/documents/doctors/mahesh-gupta/draft`, {
      value: feeByPriya,
      baseVersion: live.version,
      draftVersion: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Ravi, who may edit but not approve, saves it again with words of his own (the usual Hindi pass).
    const words = await editor.request("PUT", `${API}/documents/doctors/mahesh-gupta/draft`, {
      value: { ...feeByPriya, days: ["mon", "thu"] },
      baseVersion: live.version,
      draftVersion: 1,
    });
    expect(words.statusCode, words.body).toBe(200);
    // Priya is no longer the last to have saved it, but she changed the fee: still not hers to approve.
    const own = await priya.request("POST", `${API}/documents/doctors/mahesh-gupta/approve`, { draftVersion: 2 });
    expect([own.statusCode, own.json().error]).toEqual([403, "same_person"]);
    expect((await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "mahesh-gupta" }] })).statusCode).toBe(409);
    // The administrator changed no second-person fact in it: theirs is the approval that counts.
    expect((await admin.request("POST", `${API}/documents/doctors/mahesh-gupta/approve`, { draftVersion: 2 })).statusCode).toBe(200);
    expect((await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "mahesh-gupta" }] })).statusCode).toBe(200);
  });

  it("needs no second person for words or a removal, and publishes a new doctor, a removal and a new order together", async () => {
    const hospital = await documentOf(editor, "hospital", "main");
    const renamed = {
      ...(hospital.live!.value as TestContent["hospital"]),
      name: { en: "Aarogya Hospital, Bhopal", hi: "आरोग्य अस्पताल, भोपाल" },
    };
    expect(
      (await editor.request("PUT", `${API}/documents/hospital/main/draft`, { value: renamed, baseVersion: 1, draftVersion: null }))
        .statusCode,
    ).toBe(200);
    const doctor = { id: "farah-khan", name: { en: "Dr. Farah Khan", hi: "डॉ. फ़राह ख़ान" }, fee: { state: "missing" }, days: ["sat"] };
    expect(
      (await editor.request("PUT", `${API}/documents/doctors/farah-khan/draft`, { value: doctor, baseVersion: null, draftVersion: null }))
        .statusCode,
    ).toBe(200);
    expect(
      (await editor.request("POST", `${API}/documents/doctors/anita-rao/remove`, { baseVersion: 1, draftVersion: null })).statusCode,
    ).toBe(200);
    const { orderVersion } = await documentsOf(editor, "doctors");
    expect(
      (await editor.request("PUT", `${API}/order/doctors`, { order: ["farah-khan", "mahesh-gupta"], baseVersion: orderVersion }))
        .statusCode,
    ).toBe(200);

    const listed = await documentsOf(priya, "doctors");
    expect(listed.documents.map((document) => [document.key, document.needsApproval])).toEqual([
      ["mahesh-gupta", false],
      ["anita-rao", false],
      // A new doctor's fee is a fee going live.
      ["farah-khan", true],
    ]);
    expect((await admin.request("POST", `${API}/documents/doctors/farah-khan/approve`, {})).statusCode).toBe(200);
    expect((await documentOf(priya, "hospital", "main")).needsApproval).toBe(false);
    const published = await priya.request("POST", `${API}/publish`, {
      documents: [
        { kind: "hospital", key: "main" },
        { kind: "doctors", key: "farah-khan" },
        { kind: "doctors", key: "anita-rao" },
        { kind: "doctors", key: "@order" },
      ],
    });
    expect(published.statusCode).toBe(200);
    const live = await liveContent();
    expect(live.hospital.name.en).toBe("Aarogya Hospital, Bhopal");
    expect(live.doctors.map((each) => each.id)).toEqual(["farah-khan", "mahesh-gupta"]);
    expect((await priya.request("GET", `${API}/changes`)).json().changes).toEqual([]);
  });

  it("refuses a value its kind's schema refuses, naming each field, and a candidate the whole content's checks refuse", async () => {
    const bad = await editor.request("PUT", `${API}/documents/doctors/mahesh-gupta/draft`, {
      value: { ...TEST_SEED.doctors[0], fee: { state: "supplied", value: -5 }, days: ["someday"] },
      baseVersion: 1,
      draftVersion: null,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().problems).toEqual([
      expect.objectContaining({ path: "/fee/value", message: "A fee is a whole number of rupees." }),
      expect.objectContaining({ path: "/days/0" }),
    ]);
    expect((await documentOf(editor, "doctors", "mahesh-gupta")).draft).toBeNull();
    // A key that is not the item's own.
    const renamed = await editor.request("PUT", `${API}/documents/doctors/someone-else/draft`, {
      value: TEST_SEED.doctors[0],
      baseVersion: null,
      draftVersion: null,
    });
    expect(renamed.statusCode).toBe(422);

    // The Hindi left empty: a draft may hold it, the whole content's checks stop it going live.
    const untranslated = { ...TEST_SEED.doctors[1]!, name: { en: "Dr. Anita Rao-Mehta", hi: "" } };
    const saved = await editor.request("PUT", `${API}/documents/doctors/anita-rao/draft`, {
      value: untranslated,
      baseVersion: 1,
      draftVersion: null,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft.translationStates).toEqual({ "/name/hi": "missing" });
    expect((await priya.request("GET", `${API}/changes`)).json().problems).toEqual([
      expect.objectContaining({ kind: "doctors", key: "anita-rao", path: "/name/hi" }),
    ]);
    const refused = await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "anita-rao" }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems).toEqual([expect.objectContaining({ path: "/name/hi" })]);
    expect(publisher.published).toHaveLength(1);
  });

  it("marks a Hindi field out of date when its English changes, and done when it is written again", async () => {
    const doctor = TEST_SEED.doctors[1]!;
    const first = await editor.request("PUT", `${API}/documents/doctors/anita-rao/draft`, {
      value: { ...doctor, name: { en: "Dr. Anita Rao Mehta", hi: doctor.name.hi } },
      baseVersion: 1,
      draftVersion: null,
    });
    expect(first.json().draft.translationStates).toEqual({ "/name/hi": "outdated" });
    const second = await editor.request("PUT", `${API}/documents/doctors/anita-rao/draft`, {
      value: { ...doctor, name: { en: "Dr. Anita Rao Mehta", hi: "डॉ. अनीता राव मेहता" } },
      baseVersion: 1,
      draftVersion: 1,
    });
    expect(second.json().draft.translationStates).toEqual({ "/name/hi": "done" });
  });

  it("will not publish an English-only change with its Hindi out of date until the Hindi is updated or said to be still right", async () => {
    const doctor = TEST_SEED.doctors[1]!;
    await editor.request("PUT", `${API}/documents/doctors/anita-rao/draft`, {
      value: { ...doctor, name: { en: "Dr. Anita Rao Mehta", hi: doctor.name.hi } },
      baseVersion: 1,
      draftVersion: null,
    });
    const waiting = (await priya.request("GET", `${API}/changes`)).json().changes as { key: string; outdatedHindi: string[] }[];
    expect(waiting.find((change) => change.key === "anita-rao")?.outdatedHindi).toEqual(["/name/hi"]);
    const refused = await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "anita-rao" }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reasons).toEqual([
      expect.objectContaining({ key: "anita-rao", message: expect.stringContaining("Hindi is older") }),
    ]);

    // Ravi looked: the Hindi name is still right. Said so, explicitly, in the audit log; the version (and any approval) stays.
    const wrong = await editor.request("POST", `${API}/documents/doctors/anita-rao/hindi-still-right`, {
      draftVersion: 1,
      paths: ["/nope/hi"],
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await editor.request("POST", `${API}/documents/doctors/anita-rao/hindi-still-right`, {
      draftVersion: 1,
      paths: ["/name/hi"],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await documentOf(priya, "doctors", "anita-rao")).draft).toMatchObject({
      version: 1,
      translationStates: { "/name/hi": "done" },
    });
    expect(await auditActions()).toContain(`content-hindi-confirmed ${EDITOR} doctors/anita-rao: /name/hi`);
    expect((await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "anita-rao" }] })).statusCode).toBe(200);
  });

  it("answers 403 to a desk-only account on every content route, and lets it in once an administrator grants the right", async () => {
    const routes: [string, string, unknown?][] = [
      ["GET", `${API}/kinds`],
      ["GET", `${API}/documents?kind=doctors`],
      ["PUT", `${API}/documents/doctors/mahesh-gupta/draft`, { value: TEST_SEED.doctors[0], baseVersion: 1, draftVersion: null }],
      ["POST", `${API}/documents/doctors/mahesh-gupta/approve`, {}],
      ["POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "mahesh-gupta" }] }],
      ["POST", `${API}/releases/1/rollback`, {}],
      ["GET", `${API}/publishing`],
      ["GET", `${API}/export`],
      ["POST", `${API}/import`, { content: TEST_SEED }],
      ["GET", `${API}/checklist`],
    ];
    for (const [method, url, body] of routes) {
      const answer = await meena.request(method as "GET", url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    // An editor reaches the editing routes, not the publishing ones.
    expect((await editor.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "mahesh-gupta" }] })).statusCode).toBe(
      403,
    );
    expect((await editor.request("POST", `${API}/releases/1/rollback`, {})).statusCode).toBe(403);
    expect(publisher.published).toHaveLength(1);
    expect((await auditActions()).filter((action) => action.startsWith(`forbidden ${DESK_ONLY}`))).toHaveLength(routes.length);

    const granted = await admin.request("POST", `/api/desk/accounts/${DESK_ONLY}/rights`, { contentEdit: true });
    expect(granted.json().account).toMatchObject({ contentEdit: true, contentPublish: false });
    const accounts = (await admin.request("GET", "/api/desk/accounts")).json().accounts as {
      email: string;
      contentEdit: boolean;
      contentPublish: boolean;
    }[];
    expect(accounts.find((account) => account.email === DESK_ONLY)).toMatchObject({ contentEdit: true, contentPublish: false });
    expect(accounts.find((account) => account.email === ADMIN)).toMatchObject({ contentEdit: true, contentPublish: true });
    expect((await meena.request("GET", `${API}/kinds`)).statusCode).toBe(200);
    // Taken away again: it counts at once, on the same session.
    await admin.request("POST", `/api/desk/accounts/${DESK_ONLY}/rights`, { contentEdit: false });
    expect((await meena.request("GET", `${API}/kinds`)).statusCode).toBe(403);
  });

  it("lists the kinds with their JSON schemas and the facts that need a second person", async () => {
    const { kinds } = (await editor.request("GET", `${API}/kinds`)).json() as {
      kinds: { id: string; jsonSchema: { type: string }; needsSecondPerson: string[] }[];
    };
    expect(kinds.map((kind) => [kind.id, kind.jsonSchema.type, kind.needsSecondPerson])).toEqual([
      ["hospital", "object", ["/phones/emergency"]],
      ["doctors", "object", ["/fee"]],
    ]);
  });

  it("rolls back to an earlier release, and the documents' versions follow", async () => {
    const value = { ...TEST_SEED.doctors[1]!, days: ["tue", "thu"] };
    await editor.request("PUT", `${API}/documents/doctors/anita-rao/draft`, { value, baseVersion: 1, draftVersion: null });
    expect((await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "anita-rao" }] })).statusCode).toBe(200);
    expect((await liveContent()).doctors[1]!.days).toEqual(["tue", "thu"]);

    const rolledBack = await priya.request("POST", `${API}/releases/1/rollback`, {});
    expect(rolledBack.statusCode).toBe(200);
    expect(rolledBack.json().release).toEqual({ number: 3, restored: 1 });
    expect(await liveContent()).toEqual(TEST_SEED);
    expect((await documentOf(editor, "doctors", "anita-rao")).live).toMatchObject({ version: 3, value: TEST_SEED.doctors[1] });
    const releases = (await priya.request("GET", `${API}/releases`)).json().releases as {
      number: number;
      state: string;
      restores: number | null;
    }[];
    // The rollback names the release it put live again (the desk's "rollback to release 1").
    expect(releases.map((release) => [release.number, release.state, release.restores])).toEqual([
      [3, "live", 1],
      [2, "superseded", null],
      [1, "superseded", null],
    ]);
    expect(await auditActions()).toContain(`content-rollback ${PUBLISHER} release 1 live again as release 3`);
  });

  it("refuses one person's rollback that changes a second-person fact, and drafts it for a second person's approval instead", async () => {
    // A fee put live the proper way: Priya changes it, the administrator approves.
    const live = (await documentOf(priya, "doctors", "mahesh-gupta")).live!;
    const withFee = { ...(live.value as object), fee: { state: "supplied", value: 750 } };
    await priya.request("PUT", `${API}/documents/doctors/mahesh-gupta/draft`, {
      value: withFee,
      baseVersion: live.version,
      draftVersion: null,
    });
    await admin.request("POST", `${API}/documents/doctors/mahesh-gupta/approve`, { draftVersion: 1 });
    expect((await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "mahesh-gupta" }] })).statusCode).toBe(200);

    // Rolling back to release 1 would take the fee away: not Priya's alone to do.
    const alone = await priya.request("POST", `${API}/releases/1/rollback`, {});
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({ error: "needs_approval", reasons: [{ kind: "doctors", key: "mahesh-gupta" }] });
    expect(alone.json().message).toContain("Nothing was changed");
    expect((await liveContent()).doctors[0]).toEqual(withFee);

    const drafted = await priya.request("POST", `${API}/releases/1/rollback`, { asDrafts: true });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const waiting = await documentOf(admin, "doctors", "mahesh-gupta");
    expect(waiting).toMatchObject({ needsApproval: true, approvedBy: null, draft: { value: TEST_SEED.doctors[0] } });
    expect((await liveContent()).doctors[0]).toEqual(withFee);
    // Priya drafted the rollback: not hers to approve. The administrator's approval lets her publish it.
    const version = waiting.draft!.version;
    expect((await priya.request("POST", `${API}/documents/doctors/mahesh-gupta/approve`, { draftVersion: version })).statusCode).toBe(403);
    expect((await admin.request("POST", `${API}/documents/doctors/mahesh-gupta/approve`, { draftVersion: version })).statusCode).toBe(200);
    expect((await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "mahesh-gupta" }] })).statusCode).toBe(200);
    expect((await liveContent()).doctors[0]).toEqual(TEST_SEED.doctors[0]);
  });

  it("refuses an import with problems, naming each, changing nothing; imports a good one as drafts or published", async () => {
    const bad = {
      format: "hospital-site-content",
      formatVersion: 1,
      release: 1,
      content: {
        ...TEST_SEED,
        hospital: { ...TEST_SEED.hospital, phones: { main: "12345", emergency: { state: "missing" } } },
        doctors: [{ ...TEST_SEED.doctors[0], fee: { state: "supplied", value: "free" } }],
      },
    };
    const refused = await priya.request("POST", `${API}/import`, { content: bad, publish: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems).toEqual([
      expect.objectContaining({ kind: "hospital", key: "main", path: "/phones/main", message: "A phone number is ten digits." }),
      expect.objectContaining({ kind: "doctors", key: "mahesh-gupta", path: "/fee/value" }),
    ]);
    expect(publisher.published).toHaveLength(1);
    expect((await priya.request("GET", `${API}/changes`)).json().changes).toEqual([]);

    const exported = await priya.request("GET", `${API}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(/^attachment; filename="site-content-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = exported.json();
    expect(file).toMatchObject({ format: "hospital-site-content", release: 1, content: TEST_SEED });

    // Changing the emergency number at once would skip the second person: refused; as drafts it waits for one.
    file.content.hospital.phones.emergency = { state: "supplied", value: "0755400199" };
    const direct = await priya.request("POST", `${API}/import`, { content: file, publish: true });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().error).toBe("needs_approval");
    const drafted = await priya.request("POST", `${API}/import`, { content: file });
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json()).toMatchObject({ published: false, drafts: 1 });
    expect((await documentOf(admin, "hospital", "main")).needsApproval).toBe(true);

    // Words only: published at once.
    await priya.request("DELETE", `${API}/documents/hospital/main/draft`);
    file.content.hospital.phones.emergency = TEST_SEED.hospital.phones.emergency;
    file.content.doctors[0].name.en = "Dr. M. Gupta";
    const published = await priya.request("POST", `${API}/import`, { content: file, publish: true });
    expect(published.statusCode).toBe(200);
    expect((await liveContent()).doctors[0]!.name.en).toBe("Dr. M. Gupta");
    const actions = await auditActions();
    expect(actions).toContain(`content-export ${PUBLISHER} release 1`);
    expect(actions).toContain(`content-import ${PUBLISHER} as drafts, release 1's file: 1 changed, 0 removed, 0 undoing live content`);
    expect(actions).toContain(
      `content-import ${PUBLISHER} published as release 2, release 1's file: 1 changed, 0 removed, 0 undoing live content`,
    );
  });

  it("publishes the main number alone while the emergency number beside it waits for a second person's approval", async () => {
    const hospital = TEST_SEED.hospital;
    const both = { ...hospital, phones: { main: "0755400111", emergency: { state: "supplied", value: "0755400199" } } };
    const saved = await priya.request("PUT", `${API}/documents/hospital/main/draft`, { value: both, baseVersion: 1, draftVersion: null });
    expect(saved.statusCode, saved.body).toBe(200);
    const [waiting] = (await priya.request("GET", `${API}/changes`)).json().changes;
    expect(waiting).toMatchObject({ needsApproval: true, approvedBy: null, publishableAlone: true });

    // Chosen whole, it waits; chosen alone, the main number goes live without the emergency number.
    expect((await priya.request("POST", `${API}/publish`, { documents: [{ kind: "hospital", key: "main" }] })).statusCode).toBe(409);
    const published = await priya.request("POST", `${API}/publish`, { documents: [{ kind: "hospital", key: "main", alone: true }] });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().release.waitingForApproval).toEqual([{ kind: "hospital", key: "main" }]);
    expect((await liveContent()).hospital.phones).toEqual({ main: "0755400111", emergency: hospital.phones.emergency });

    // What waits is the emergency number alone, started from what is now live; it goes no further without approval.
    const [left] = (await priya.request("GET", `${API}/changes`)).json().changes;
    expect(left).toMatchObject({ stale: false, needsApproval: true, publishableAlone: false });
    expect(left.changes).toEqual([
      { path: "/phones/emergency/state", before: "working", after: "supplied" },
      { path: "/phones/emergency/value", before: "0755400108", after: "0755400199" },
    ]);
    const refused = await priya.request("POST", `${API}/publish`, { documents: [{ kind: "hospital", key: "main", alone: true }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reasons).toEqual([{ kind: "hospital", key: "main", message: expect.stringMatching(/second person's approval/) }]);
    expect((await admin.request("POST", `${API}/documents/hospital/main/approve`, { draftVersion: left.version })).statusCode).toBe(200);
    expect((await priya.request("POST", `${API}/publish`, { documents: [{ kind: "hospital", key: "main" }] })).statusCode).toBe(200);
    expect((await liveContent()).hospital.phones).toEqual(both.phones);
    expect((await priya.request("GET", `${API}/changes`)).json().changes).toEqual([]);
  });

  it("checks an older export against what is live: names its release, lists what it adds, changes and removes, and what it would undo, which is published only on its own confirmation", async () => {
    const older = (await priya.request("GET", `${API}/export`)).json();
    expect(older.release).toBe(1);
    // Release 2, published after the export: Dr. Anita Rao's days change, and Dr. Farah Khan joins.
    const newer = structuredClone(older);
    newer.release = 1;
    newer.content.doctors[1].days = ["tue", "thu"];
    newer.content.doctors.push({
      id: "farah-khan",
      name: { en: "Dr. Farah Khan", hi: "डॉ. फ़राह ख़ान" },
      fee: { state: "missing" },
      days: [],
    });
    const plainCheck = await priya.request("POST", `${API}/import/check`, { content: newer });
    expect(
      plainCheck.json().items.map((item: { key: string; action: string; reverts: string | null }) => [item.key, item.action, item.reverts]),
    ).toEqual([
      ["anita-rao", "change", null],
      ["farah-khan", "add", null],
      ["@order", "change", null],
    ]);
    await publisher.publish(newer.content, { by: EDITOR, reason: "publish" });

    // The release-1 file, with one change of its own: Dr. Mahesh Gupta's name.
    older.content.doctors[0].name.en = "Dr. M. Gupta";
    const check = await priya.request("POST", `${API}/import/check`, { content: older });
    expect(check.statusCode, check.body).toBe(200);
    const plan = check.json();
    expect(plan).toMatchObject({ fileRelease: 1, liveRelease: 2 });
    expect(plan.items).toEqual([
      expect.objectContaining({ key: "mahesh-gupta", action: "change", reverts: null, title: "Dr. M. Gupta" }),
      expect.objectContaining({
        key: "anita-rao",
        action: "change",
        reverts: expect.stringMatching(/^Changed on the site since release 1/),
        changes: [{ path: "/days", before: ["tue", "thu"], after: ["tue"] }],
      }),
      expect.objectContaining({ key: "@order", action: "change", reverts: expect.stringMatching(/since release 1/) }),
      expect.objectContaining({ key: "farah-khan", action: "remove", reverts: expect.stringMatching(/takes Dr. Farah Khan off the site/) }),
    ]);
    expect(publisher.published).toHaveLength(2);

    // Published at once, it would undo release 2: refused naming each, unless confirmed.
    const unconfirmed = await priya.request("POST", `${API}/import`, { content: older, publish: true });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ error: "needs_confirmation" });
    expect(unconfirmed.json().reasons.map((reason: { key: string }) => reason.key)).toEqual(["anita-rao", "@order", "farah-khan"]);
    expect(publisher.published).toHaveLength(2);

    // As drafts: what would undo live content is marked, and its publish needs the same confirmation.
    expect((await priya.request("POST", `${API}/import`, { content: older })).json()).toMatchObject({ drafts: 4, reverting: 3 });
    const waiting = (await priya.request("GET", `${API}/changes`)).json().changes as { key: string; reverts: string | null }[];
    expect(Object.fromEntries(waiting.map((change) => [change.key, change.reverts !== null]))).toEqual({
      "mahesh-gupta": false,
      "anita-rao": true,
      "@order": true,
      "farah-khan": true,
    });
    const mahesh = [{ kind: "doctors", key: "mahesh-gupta" }];
    const farah = [{ kind: "doctors", key: "farah-khan" }];
    expect((await priya.request("POST", `${API}/publish`, { documents: mahesh })).statusCode).toBe(200);
    const removal = await priya.request("POST", `${API}/publish`, { documents: farah });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().reasons).toEqual([{ kind: "doctors", key: "farah-khan", message: expect.stringMatching(/off the site/) }]);
    expect((await liveContent()).doctors.map((doctor) => doctor.id)).toEqual(["mahesh-gupta", "anita-rao", "farah-khan"]);
    expect((await priya.request("POST", `${API}/publish`, { documents: farah, confirmReverting: true })).statusCode).toBe(200);
    expect((await liveContent()).doctors.map((doctor) => doctor.id)).toEqual(["mahesh-gupta", "anita-rao"]);
    expect(await auditActions()).toContain(
      `content-import ${PUBLISHER} as drafts, release 1's file: 3 changed, 1 removed, 3 undoing live content`,
    );
  });

  it("lists the facts still to supply, and the count falls when one is supplied", async () => {
    const checklist = (await editor.request("GET", `${API}/checklist`)).json();
    expect(checklist).toEqual({
      total: 2,
      missing: 1,
      working: 1,
      items: [
        { kind: "hospital", key: "main", path: "/phones/emergency", state: "working", about: "Hospital", value: "0755400108" },
        { kind: "doctors", key: "mahesh-gupta", path: "/fee", state: "missing", about: "Dr. Mahesh Gupta" },
      ],
    });
    const doctor = { ...TEST_SEED.doctors[0]!, fee: { state: "supplied", value: 600 } };
    await editor.request("PUT", `${API}/documents/doctors/mahesh-gupta/draft`, { value: doctor, baseVersion: 1, draftVersion: null });
    await priya.request("POST", `${API}/documents/doctors/mahesh-gupta/approve`, {});
    await admin.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: "mahesh-gupta" }] });
    expect((await editor.request("GET", `${API}/checklist`)).json()).toMatchObject({ total: 1, missing: 0, working: 1 });
  });

  it("previews a page with the drafts, for signed-in staff only, never cached or indexed, and records the read", async () => {
    await editor.request("PUT", `${API}/documents/doctors/anita-rao/draft`, {
      value: { ...TEST_SEED.doctors[1], name: { en: "Dr. Anita <b>Rao</b>", hi: "डॉ. अनीता राव" } },
      baseVersion: 1,
      draftVersion: null,
    });
    const preview = await editor.request("GET", `${API}/preview?path=/doctors/anita-rao&lang=hi`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toContain("text/html");
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(preview.headers["x-robots-tag"]).toContain("noindex");
    // Framed by the desk's own pages only; the draft band is its one inline style, allowed by its hash.
    const policy = String(preview.headers["content-security-policy"]);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain(`style-src 'self' ${DRAFT_BAND_STYLE_SOURCE};`);
    expect(policy).not.toContain("unsafe-inline");
    expect(preview.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(preview.body).toContain("Dr. Anita &lt;b>Rao&lt;/b>");
    expect(preview.body).toContain('lang="hi"');
    const anonymous = await stack.app.inject({ method: "GET", url: `${API}/preview?path=/doctors/anita-rao&lang=hi` });
    expect(anonymous.statusCode).toBe(401);
    expect(await auditActions()).toContain(`content-preview ${EDITOR} hi /doctors/anita-rao`);
  });
});

describeOnEachDatabase("the site's own kinds of content through the desk's API", (dialect) => {
  let stack: DeskStack;
  let publisher: ReturnType<typeof createMemoryPublisher<SiteContent>>;

  beforeEach(async () => {
    publisher = createMemoryPublisher(SEED_CONTENT, (content) => siteContentProblems(content));
    stack = await startDeskStack(dialect, undefined, {
      content: ({ desk: database }) => ({
        store: createContentStore({ database, kinds: CONTENT_KINDS, publisher, problemsOf: siteContentProblems }) as ContentStore<unknown>,
      }),
    });
  });
  afterEach(() => stack.close());

  it("describes every kind with a JSON schema, and takes a doctor's fee and leave live after a second person's approval", async () => {
    await stack.addStaff(ADMIN, "admin");
    await stack.addStaff(PUBLISHER, "desk");
    const admin = await stack.signIn(ADMIN);
    await admin.request("POST", `/api/desk/accounts/${PUBLISHER}/rights`, { contentEdit: true, contentPublish: true });
    const priya = await stack.signIn(PUBLISHER);

    const { kinds } = (await priya.request("GET", `${API}/kinds`)).json() as { kinds: { id: string; jsonSchema: { type?: string } }[] };
    expect(kinds.map((kind) => kind.id)).toEqual(CONTENT_KINDS.map((kind) => kind.id));
    for (const kind of kinds) expect(kind.jsonSchema.type, kind.id).toBe("object");

    const doctor = SEED_CONTENT.doctors[0]!;
    const value = { ...doctor, fee: { state: "supplied", value: 600 }, leave: [{ from: "2026-12-03", to: "2026-12-10" }] };
    const saved = await priya.request("PUT", `${API}/documents/doctors/${doctor.id}/draft`, { value, baseVersion: 1, draftVersion: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: doctor.id }] })).statusCode).toBe(409);
    expect((await admin.request("POST", `${API}/documents/doctors/${doctor.id}/approve`, {})).statusCode).toBe(200);
    const published = await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: doctor.id }] });
    expect(published.statusCode, published.body).toBe(200);
    expect((await publisher.live()).content.doctors[0]!.fee).toEqual({ state: "supplied", value: 600 });
    const checklist = (await priya.request("GET", `${API}/checklist`)).json() as { items: { key: string; path: string }[] };
    expect(checklist.items).not.toContainEqual(expect.objectContaining({ key: doctor.id, path: "/fee" }));
  });
});
