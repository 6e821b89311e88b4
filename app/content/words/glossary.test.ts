import { describe, expect, it } from "vitest";
import { CONTENT } from "./all-locales";
import { pageWordsIn } from "./validate";
import { HINDI_GLOSSARY, HINDI_SPELLINGS, glossaryProblems, latinFragments, textsIn } from "./glossary";
import { hospital, postalAddress } from "../facts/hospital";

describe("the Hindi glossary", () => {
  it("is kept by every Hindi string of every content module", () => {
    const hindi = { ...CONTENT.hi, ...pageWordsIn("hi") };
    expect(textsIn(hindi).length).toBeGreaterThan(800);
    expect(glossaryProblems(hindi)).toEqual([]);
  });

  it("refuses the words the review found misleading, wherever they appear", () => {
    const reviewed = {
      menu: "विशेषताएँ",
      form: { label: "विशेषता", lastName: "उपनाम" },
      about: "कई विशेषताओं के डॉक्टरों को एक जगह लाता है।",
      orthopaedics: "घुटने और कूल्हे का प्रत्यारोपण",
      urology: ["मुझे अचानक बगल में बहुत तेज़ दर्द हुआ।"],
      highlights: { "जोड़ प्रत्यारोपण (जॉइंट रिप्लेसमेंट)": "घुटने और कूल्हे को बदलने का ऑपरेशन" },
      departments: "पीडियाट्रिक्स (शिशु रोग)",
      footer: "© 2026 Aarogya Multi-Speciality Hospital. सर्वाधिकार सुरक्षित।",
    };
    expect(glossaryProblems(reviewed)).toEqual([
      expect.stringMatching(/^menu: "विशेषता" for speciality \/ department .*feature.*"विभाग"$/),
      expect.stringMatching(/^form\.label: "विशेषता"/),
      expect.stringMatching(/^form\.lastName: "उपनाम" for last name .*nickname/),
      expect.stringMatching(/^about: "विशेषता"/),
      expect.stringMatching(/^orthopaedics: "प्रत्यारोपण" .*transplant/),
      expect.stringMatching(/^urology\[0\]: "बगल" .*armpit/),
      expect.stringMatching(/^highlights\.जोड़ प्रत्यारोपण \(जॉइंट रिप्लेसमेंट\) \(heading\): "प्रत्यारोपण"/),
      expect.stringMatching(/^departments: "शिशु रोग"/),
      expect.stringMatching(/^footer: "Aarogya Multi-Speciality Hospital" .*आरोग्य मल्टी-स्पेशियलिटी हॉस्पिटल/),
    ]);
  });

  it("lets the chosen terms through, and the Latin name only in the postal address", () => {
    const chosen = {
      menu: HINDI_GLOSSARY.department.term,
      label: HINDI_GLOSSARY.department.withGloss,
      specialist: "हमारे विशेषज्ञ डॉक्टर",
      lastName: HINDI_GLOSSARY.surname.term,
      address: `इस पते पर लिखें: ${hospital.name}, ${postalAddress}।`,
      spellings: HINDI_SPELLINGS.map((entry) => entry.term).join(" "),
    };
    expect(glossaryProblems(chosen)).toEqual([]);
    expect(glossaryProblems({ intro: `यह नीति बताती है कि ${hospital.name} इस वेबसाइट के ज़रिए` })).toHaveLength(1);
  });

  it("writes each spelling rule's own term the way it allows", () => {
    for (const entry of [...Object.values(HINDI_GLOSSARY), ...HINDI_SPELLINGS]) {
      for (const { pattern } of entry.ruledOut) expect([entry.term, pattern.test(entry.term)]).toEqual([entry.term, false]);
    }
  });

  it("finds no Latin words inside Hindi sentences but exact names, codes and acronyms", () => {
    expect(latinFragments(CONTENT.hi)).toEqual([]);
    expect(
      latinFragments({
        code: `code "pdpl" होना चाहिए`,
        map: "नक्शा Google Maps से आता है",
        vitamin: "विटामिन D की कोई भी गोली",
        emergency: "24x7 इमरजेंसी",
        address: `इस पते पर लिखें: Grievance Officer (शिकायत अधिकारी), ${hospital.name}, ${postalAddress}। ई-मेल: ${hospital.email}`,
        acronyms: "NABH मान्यता, MD/DNB (पीडियाट्रिक्स), HbA1c जाँच, {link} पढ़ें",
        degrees: "MCh (यूरोलॉजी), DrNB (नेफ्रोलॉजी), MS/MCh",
        doctor: "Dr. Vikas Sharma",
      }),
    ).toEqual([
      'code: "code" in Latin script inside a Hindi sentence',
      'map: "Google" in Latin script inside a Hindi sentence',
      'map: "Maps" in Latin script inside a Hindi sentence',
      'vitamin: "D" in Latin script inside a Hindi sentence',
    ]);
  });
});
