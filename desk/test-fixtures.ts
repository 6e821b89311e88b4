/** What the desk's screen tests answer in place of the server. */
import type { RequestSummary } from "./api";

export const ravisRequest: RequestSummary = {
  reference: "APT-2BGP6YKW",
  form: "appointment",
  status: "new",
  receivedAt: new Date().toISOString(),
  name: "Ravi Sharma",
  phone: "9829012345",
  email: "ravi.sharma@example.in",
  speciality: "Cardiac Care",
  doctor: "",
  doctorName: "",
  preferredDate: "",
  preferredTime: "",
  claimedBy: null,
  lastActedBy: null,
  lastActedAt: null,
  preferredDateText: "",
  claimedByName: null,
  lastActedByName: null,
  language: "en",
  preview: "Pain in the left knee after a fall last week.",
  redFlags: [],
  complaint: false,
  likelySpam: null,
  attempts: 0,
  callBackAt: null,
  outcome: null,
  booking: null,
};

export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
