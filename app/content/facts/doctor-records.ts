/**
 * The hospital's doctors, one record each, in the order Find Doctor lists them: what is not words
 * (department, photo, OPD days and hours, fee, registration, years, languages, leave) once, and the
 * words in each language. The pages, the appointment form and the department pages all read this, so
 * adding a doctor is one record here (and, for a doctor with a page, the id in common/doctors.ts).
 *
 * Only the hospital can give most of these facts (hospital-fact.ts): until it does, a page says to
 * call and confirm, and `npm run content:todo` lists them. HOSPITAL TO CONFIRM: names, qualifications
 * and years. Examples of supplied facts:
 *   opd: supplied([{ days: ["monday", "thursday"], from: "10:00", to: "13:00" }]),
 *   fee: supplied(500),
 *   registration: supplied({ number: "RMC 12345", council: "Rajasthan Medical Council" }),
 *   photo: supplied("/images/doctors/mahesh-gupta.webp"),
 *   leave: [{ from: "2026-12-03", to: "2026-12-10" }],
 */
import type { DoctorRecord } from "./doctor-records.schema";
import { missing, working } from "../hospital-fact";

export const doctorRecords: DoctorRecord[] = [
  {
    id: "rajendra-singh-shekhawat",
    department: "orthopaedics",
    listed: true,
    photo: missing(),
    opd: missing(),
    fee: missing(),
    registration: missing(),
    experienceYears: 20,
    languages: working(["hindi", "english", "rajasthani"]),
    leave: [],
    words: {
      en: {
        name: "Dr. Rajendra Singh Shekhawat",
        qualification: "MS Orthopaedics",
        achievements: working("Performs knee and hip replacements and complex trauma surgery."),
      },
      hi: {
        name: "डॉ. राजेन्द्र सिंह शेखावत",
        qualification: "MS (ऑर्थोपेडिक्स)",
        achievements: working("घुटना और कूल्हा बदलने का ऑपरेशन (नी व हिप रिप्लेसमेंट) और गंभीर चोटों की जटिल सर्जरी करते हैं।"),
      },
    },
  },
  {
    id: "mahesh-gupta",
    department: "generalmedicine",
    listed: true,
    photo: missing(),
    opd: missing(),
    fee: missing(),
    registration: missing(),
    experienceYears: 35,
    languages: working(["hindi", "english", "rajasthani"]),
    leave: [],
    words: {
      en: {
        name: "Dr. Mahesh Gupta",
        qualification: "MD General Medicine",
        achievements: working("Treats fever, infections, blood pressure and other long-term illnesses in adults."),
      },
      hi: {
        name: "डॉ. महेश गुप्ता",
        qualification: "MD (जनरल मेडिसिन)",
        achievements: working("वयस्कों में बुख़ार, संक्रमण, ब्लड प्रेशर और दूसरी लंबी बीमारियों का इलाज करते हैं।"),
      },
    },
  },
  {
    id: "sanjay-meena",
    department: "generalsurgery",
    listed: true,
    photo: missing(),
    opd: missing(),
    fee: missing(),
    registration: missing(),
    experienceYears: 22,
    languages: working(["hindi", "english", "rajasthani"]),
    leave: [],
    words: {
      en: {
        name: "Dr. Sanjay Meena",
        qualification: "MS General Surgery",
        achievements: working("Performs keyhole (laparoscopic) surgery for gallbladder stones, hernia and appendicitis."),
      },
      hi: {
        name: "डॉ. संजय मीणा",
        qualification: "MS (जनरल सर्जरी)",
        achievements: working("पित्ताशय की पथरी, हर्निया और अपेंडिसाइटिस की दूरबीन (लैप्रोस्कोपिक) सर्जरी करते हैं।"),
      },
    },
  },
  {
    id: "neha-mathur",
    department: "radiology",
    listed: true,
    photo: missing(),
    opd: missing(),
    fee: missing(),
    registration: missing(),
    experienceYears: 12,
    languages: working(["hindi", "english"]),
    leave: [],
    words: {
      en: {
        name: "Dr. Neha Mathur",
        qualification: "DNB Radiology",
        achievements: working("Reads X-rays and performs ultrasound scans, including pregnancy scans."),
      },
      hi: {
        name: "डॉ. नेहा माथुर",
        qualification: "DNB (रेडियोलॉजी)",
        achievements: working("एक्स-रे की रिपोर्ट बनाती हैं और गर्भावस्था की सोनोग्राफ़ी सहित अल्ट्रासाउंड जाँच करती हैं।"),
      },
    },
  },
  {
    id: "vikas-sharma",
    department: "pediatrics",
    listed: true,
    photo: missing(),
    opd: missing(),
    fee: missing(),
    registration: missing(),
    experienceYears: 15,
    languages: working(["hindi", "english", "rajasthani"]),
    leave: [],
    words: {
      en: {
        name: "Dr. Vikas Sharma",
        qualification: "MD/DNB Pediatrics",
        achievements: working("Cares for newborns in the NICU and for children with fever, infections and growth concerns."),
      },
      hi: {
        name: "डॉ. विकास शर्मा",
        qualification: "MD/DNB (पीडियाट्रिक्स)",
        achievements: working("एनआईसीयू में नवजात शिशुओं की, और बुख़ार, संक्रमण और ठीक से न बढ़ने (लंबाई-वज़न) की समस्या वाले बच्चों की देखभाल करते हैं।"),
      },
    },
  },
  {
    id: "sunita-choudhary",
    department: "obstetrics",
    listed: true,
    photo: missing(),
    opd: missing(),
    fee: missing(),
    registration: missing(),
    experienceYears: 25,
    languages: working(["hindi", "english", "rajasthani"]),
    leave: [],
    words: {
      en: {
        name: "Dr. Sunita Choudhary",
        qualification: "MS Obstetrics & Gynecology",
        achievements: working("Looks after normal and high-risk pregnancies, and conducts normal deliveries and caesarean sections."),
      },
      hi: {
        name: "डॉ. सुनीता चौधरी",
        qualification: "MS (ऑब्स्टेट्रिक्स एवं गायनेकोलॉजी)",
        achievements: working("सामान्य और हाई-रिस्क गर्भावस्था की देखभाल करती हैं, और नॉर्मल डिलीवरी व सिज़ेरियन ऑपरेशन करती हैं।"),
      },
    },
  },
  {
    id: "priya-jain",
    department: "gynecology",
    listed: true,
    photo: missing(),
    opd: missing(),
    fee: missing(),
    registration: missing(),
    experienceYears: 14,
    languages: working(["hindi", "english"]),
    leave: [],
    words: {
      en: {
        name: "Dr. Priya Jain",
        qualification: "DGO Gynecology",
        achievements: working("Treats period problems, infections and menopause concerns, and performs gynecological surgery."),
      },
      hi: {
        name: "डॉ. प्रिया जैन",
        qualification: "DGO (गायनेकोलॉजी)",
        achievements: working("माहवारी की समस्याओं, संक्रमण और रजोनिवृत्ति (मेनोपॉज़) से जुड़ी परेशानियों का इलाज और स्त्री रोग की सर्जरी करती हैं।"),
      },
    },
  },
  {
    id: "anil-khandelwal",
    department: "diabetology",
    listed: true,
    photo: missing(),
    opd: missing(),
    fee: missing(),
    registration: missing(),
    experienceYears: 18,
    languages: working(["hindi", "english", "rajasthani"]),
    leave: [],
    words: {
      en: {
        name: "Dr. Anil Khandelwal",
        qualification: "MD General Medicine & Diabetology",
        achievements: working("Helps people with diabetes control their sugar and prevent complications with treatment and diet advice."),
      },
      hi: {
        name: "डॉ. अनिल खंडेलवाल",
        qualification: "MD (जनरल मेडिसिन एवं डायबेटोलॉजी)",
        achievements: working("डायबिटीज़ के मरीज़ों को इलाज और खान-पान की सलाह से शुगर कंट्रोल में रखने और जटिलताओं से बचने में मदद करते हैं।"),
      },
    },
  },
  {
    id: "ankit-agarwal",
    department: "orthopaedics",
    listed: true,
    photo: missing(),
    opd: missing(),
    fee: missing(),
    registration: missing(),
    experienceYears: 10,
    languages: missing(),
    leave: [],
    words: {
      en: {
        name: "Dr. Ankit Agarwal",
        qualification: "DNB Orthopaedics, Fellowship in Arthroplasty",
        achievements: missing(),
      },
      hi: {
        name: "डॉ. अंकित अग्रवाल",
        qualification: "DNB (ऑर्थोपेडिक्स), आर्थ्रोप्लास्टी में फ़ेलोशिप",
        achievements: missing(),
      },
    },
  },
];
