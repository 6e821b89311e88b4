import { beforeEach, expect, it } from "vitest";
import { markOpened, MAX_REMEMBERED, unseenBy } from "./seen-requests";

const at = (time: string) => new Date(`2026-11-26T${time}:00.000Z`);
const request = (reference: string, time: string) => ({ reference, receivedAt: at(time).toISOString() });

beforeEach(() => window.localStorage.clear());

it("marks nothing on a person's first visit, then each request that arrives later until they open it", () => {
  const before = request("APT-BEFORE01", "09:00");
  expect(unseenBy("meena@aarogya.test", at("10:00"))(before)).toBe(false);
  const later = request("APT-LATER001", "10:05");
  expect(unseenBy("meena@aarogya.test", at("10:06"))(later)).toBe(true);
  markOpened("meena@aarogya.test", later.reference);
  expect(unseenBy("meena@aarogya.test", at("10:07"))(later)).toBe(false);
});

it("keeps each person's own on a shared reception PC", () => {
  unseenBy("meena@aarogya.test", at("08:00"));
  unseenBy("ravi@aarogya.test", at("08:00"));
  const arrived = request("APT-SHARED01", "09:00");
  markOpened("meena@aarogya.test", arrived.reference);
  expect(unseenBy("meena@aarogya.test")(arrived)).toBe(false);
  expect(unseenBy("ravi@aarogya.test")(arrived)).toBe(true);
});

it("remembers a bounded number of opened requests and keeps only references", () => {
  unseenBy("meena@aarogya.test", at("08:00"));
  for (let index = 0; index <= MAX_REMEMBERED; index++) markOpened("meena@aarogya.test", `APT-${String(index).padStart(8, "0")}`);
  const stored = window.localStorage.getItem("desk.seen.meena@aarogya.test")!;
  expect((JSON.parse(stored) as { opened: string[] }).opened).toHaveLength(MAX_REMEMBERED);
  // The oldest opened is forgotten; the newest is kept.
  expect(unseenBy("meena@aarogya.test")(request("APT-00000000", "09:00"))).toBe(true);
  expect(unseenBy("meena@aarogya.test")(request(`APT-${String(MAX_REMEMBERED).padStart(8, "0")}`, "09:00"))).toBe(false);
});
