import { describe, expect, it } from "vitest";
import { likelySpamIn, SALES_WORDS } from "./likely-spam";

describe("likely spam in a request's text", () => {
  it.each([
    "We can rank your hospital #1 on Google in 30 days! Our SEO experts bring more patients. Visit http://top-rank-seo.example.com/offer",
    "Dear Sir, is your website on the first page? Our digital marketing agency offers a free audit: www.growfast.in",
    "Increase your sales with our SEO and social media marketing. Free quote, call 9876543210 / 9876543210 / 98765 43210",
    "Earn money from home with bitcoin and forex, unsubscribe any time",
    "आपकी वेबसाइट को गूगल के पहले पेज पर लाएँ! एसईओ और डिजिटल मार्केटिंग: https://seo-jaipur.example.in",
    "घर बैठे पैसे कमाएँ, इंस्टेंट लोन पाएँ। कॉल करें 9876543210, 9876543210, 9876543210",
  ])("flags %j and says why", (text) => {
    const signs = likelySpamIn(text);
    expect(signs).not.toBeNull();
    expect(signs!.score).toBeGreaterThanOrEqual(4);
    expect(signs!.reasons.some((reason) => reason.startsWith("sales words: "))).toBe(true);
  });

  it("names each sign it found", () => {
    expect(likelySpamIn("Rank #1 on Google with our SEO. Visit http://seo.example.com")).toEqual({
      score: 5,
      reasons: ["a web link", "sales words: seo, rank, on google"],
    });
  });

  it.each([
    "Please call me on 9829012345. My number again: 9829012345",
    "My father's number is 9829012345, my brother's is 9414012345, mine 9887012345 — call any, evening only",
    "I found your hospital on Google. Do you do knee replacement? Call 9829012345",
    "My reports: https://drive.google.com/file/d/abc and https://drive.google.com/file/d/def. Please ask Dr. Sharma to see them",
    "Do you offer a discount on the full body check-up? Is there a free camp this month? ravi.sharma@gmail.com",
    "The billing counter made us wait two hours; your website says OPD starts at 9 but it started at 11",
    "Knee pain since Monday, need an appointment with the orthopaedic doctor",
    "बेटी को तीन दिन से बुखार और खांसी है, डॉक्टर से कब मिल सकते हैं? मेरा नंबर 9829012345 है",
    "पिताजी को शुगर है, आयुष्मान कार्ड से इलाज होगा क्या? गूगल पर आपका नंबर मिला, 9829012345",
    "मुझे घुटने में दर्द है, कृपया 98290 12345 पर कॉल करें, फिर से 9829012345",
    // A red flag is called at once, whatever else the message says.
    "Chest pain since morning, he is breathless. Our SEO rank on Google? Visit http://example.com",
    "",
  ])("does not flag %j", (text) => {
    expect(likelySpamIn(text)).toBeNull();
  });

  it("has sales words in English and in Hindi", () => {
    expect(SALES_WORDS.some((word) => /[\u0900-\u097f]/.test(word))).toBe(true);
    expect(SALES_WORDS.some((word) => /^[a-z]/.test(word))).toBe(true);
  });
});
