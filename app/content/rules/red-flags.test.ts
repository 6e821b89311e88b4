import { describe, expect, it } from "vitest";
import { RED_FLAGS, redFlagsIn } from "./red-flags";

const flagIds = (text: string) => redFlagsIn(text).map((flag) => flag.id);

describe("red-flag words in a patient's message", () => {
  it.each([
    ["Father 68 yrs has chest pain and breathlessness since morning, sweating", ["chest-pain", "breathing"]],
    ["पिताजी को सुबह से सीने में दर्द है और साँस फूल रही है", ["chest-pain", "breathing"]],
    ["पिताजी को सुबह से सीने में दर्द है और सांस फूल रही है", ["chest-pain", "breathing"]],
    ["My mother fainted in the kitchen", ["unconscious"]],
    ["माँ अचानक बेहोश हो गईं", ["unconscious"]],
    ["Heavy bleeding after a fall", ["bleeding"]],
    ["नाक से खून बह रहा है, रुक नहीं रहा", ["bleeding"]],
    ["My son had a seizure last night", ["seizure"]],
    ["बेटे को रात में दौरा पड़ा", ["seizure"]],
    ["Grandfather cannot move his left arm, face drooping", ["stroke"]],
    ["दादी को लकवा मार गया लगता है", ["stroke"]],
    ["I am 7 months pregnant and have stomach pain", ["pregnancy-pain"]],
    ["मैं गर्भवती हूँ और पेट में दर्द है", ["pregnancy-pain"]],
    ["My baby has high fever since two days", ["child-fever"]],
    ["मेरे बच्चे को तेज़ बुख़ार है", ["child-fever"]],
    ["मेरे बच्चे को तेज बुखार है", ["child-fever"]],
    ["Road accident, leg hurt badly", ["injury"]],
    ["भाई का एक्सीडेंट हो गया है", ["injury"]],
    ["It is an emergency please call", ["emergency"]],
    // What a frightened relative typed into the Contact form (patient UX review 2, U3).
    ["My father has chest pain since an hour, what should we do?", ["chest-pain"]],
    ["पिताजी को सीने में दर्द हो रहा है", ["chest-pain"]],
  ])("flags %j", (text, expected) => {
    expect(flagIds(text)).toEqual(expected);
  });

  it.each([
    "I need new dentures, what is the fee?",
    "नकली दाँत बनवाने हैं, फ़ीस कितनी है?",
    "Knee pain since Monday",
    "घुटने में दर्द है",
    "I am pregnant and want an antenatal check-up", // pregnancy without pain or bleeding
    "Please tell me the reason for the delay, my person of contact is away", // "son" inside words
    "What are the benefits of the cashless scheme?",
    "मुझे खून की जाँच करवानी है", // a blood test is not bleeding
    "My father has fever", // an adult's fever
    "",
  ])("does not flag %j", (text) => {
    expect(flagIds(text)).toEqual([]);
  });

  it("reads a nukta written as one character or as two, and chandrabindu as anusvara", () => {
    const precomposed = "\u092c\u0941\u0959\u093e\u0930"; // बुख़ार with U+0959
    const decomposed = "\u092c\u0941\u0916\u093c\u093e\u0930"; // बुख़ार with ख + nukta
    expect(flagIds(`बच्चे को तेज ${precomposed}`)).toEqual(["child-fever"]);
    expect(flagIds(`बच्चे को तेज ${decomposed}`)).toEqual(["child-fever"]);
  });

  it("has an English and a Hindi word in every group of every flag", () => {
    const devanagari = /[\u0900-\u097f]/;
    for (const flag of RED_FLAGS) {
      for (const group of flag.all) {
        expect(
          group.some((word) => devanagari.test(word)),
          `${flag.id}: a Hindi word`,
        ).toBe(true);
        expect(
          group.some((word) => /^[a-z]/.test(word)),
          `${flag.id}: an English word`,
        ).toBe(true);
      }
    }
  });
});
