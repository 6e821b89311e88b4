/**
 * The shape of the content staff edit from the desk (`SiteContent`): one zod schema per kind, each
 * field labelled with `.meta({ title, description })` so the desk can build its forms from the JSON
 * Schema (`z.toJSONSchema`). Words a visitor reads are `{ en, hi }` pairs; facts that are not words
 * (times, days, fees, phone numbers) are entered once. Facts only the hospital can give keep their
 * state (hospital-fact.ts): supplied, a working value to confirm, or missing (pages say to call).
 *
 * Node and server only: pages never import this file (they get content through loaders), so zod and
 * these schemas stay out of the browser's scripts.
 */
import { z } from "zod";
import { WEEKDAYS } from "#schemas/opd-days";
import { withoutBidiControls } from "#schemas/text-rules";
import { DEPARTMENT_SLUGS } from "../keys";
import { departments } from "../words/en/departments";
import { SCHEME_KEYS } from "../facts/cashless-schemes";
import { DOCTOR_VIDEO_COUNT, FACEBOOK_VIDEO_HOSTS } from "../facts/facebook-video";
import { hospitalFactSchema, knownFactSchema } from "../hospital-fact";

const STRAY_SPACES = "must not start or end with spaces";
const withoutStraySpaces = (value: string) => value.trim() === value;

/**
 * The most characters any text of the site may have: a page stays readable on a phone, and one pasted
 * document cannot make every page heavy. Places with less room say so with `wordsWithin`.
 */
export const LONGEST_TEXT = 4000;
const tooLong = (max: number) => `must be at most ${max.toLocaleString("en-IN")} characters, to fit its place on the page`;

/**
 * Text, without stray spaces around it, at most `max` characters; the characters that reverse the
 * direction of text are removed, as from what patients send (schemas/text-rules.ts): English and Hindi
 * both run left to right, so only a spoof ("evil" shown as "live") would use them.
 */
const textUpTo = (max: number) =>
  z
    .string()
    .check(z.overwrite(withoutBidiControls), z.maxLength(max, tooLong(max)))
    .refine(withoutStraySpaces, STRAY_SPACES);

/** Text someone must fill in. */
const text = textUpTo(LONGEST_TEXT).check(z.minLength(1, "must not be empty"));

/** A key that is part of a page's address or a form's value: lower case, digits and hyphens. */
export const itemKey = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens, such as mahesh-gupta");

/** An https address (links leave the site; nothing here can widen what the pages load). */
const httpsAddress = z
  .string()
  .refine(withoutStraySpaces, STRAY_SPACES)
  .pipe(z.url({ protocol: /^https$/, message: "must be a web address starting with https://" }));

/**
 * Words in both languages. English is required; Hindi may be saved empty as a draft (the desk shows it
 * as missing), but content with English and no Hindi is never published: a Hindi page never silently
 * shows English (siteContentProblems).
 */
const wordsUpTo = (max: number) =>
  z
    .strictObject({
      en: textUpTo(max).check(z.minLength(1, "must not be empty")).meta({ title: "English" }),
      hi: textUpTo(max).meta({ title: "Hindi" }),
    })
    .meta({ description: "The same words in English and in Hindi" });
export const wordsSchema = wordsUpTo(LONGEST_TEXT);
/** Words for a place with little room: the name beside the logo (30), a name (80), a notice's banner (300). */
export const wordsWithin = (max: number) => wordsUpTo(max);
export type Words = z.infer<typeof wordsSchema>;

/** The ten digits a printed Indian number stands for: "+91 94140 55100", "0141 255 0000" and "94140-55100" alike. */
const printedDigits = (printed: string) => printed.replace(/\D/g, "").replace(/^(91|0)(?=\d{10}$)/, "");

export const phoneLineSchema = z
  .strictObject({
    e164: z
      .string()
      .regex(/^\+91\d{10}$/, "must be +91 and ten digits, such as +919414055100")
      .meta({ title: "Number for dialling", description: "+91 and ten digits, no spaces" }),
    display: text.meta({ title: "As printed", description: "How visitors read it, such as +91 94140 55100" }),
  })
  // Visitors read one and dial the other: both must be the same number.
  .refine((phone) => !/^\+91\d{10}$/.test(phone.e164) || printedDigits(phone.display) === phone.e164.slice(3), {
    message: "must be the same number as the number for dialling, written for reading, such as +91 94140 55100",
    path: ["display"],
  })
  .meta({ title: "Phone number" });
export type PhoneLine = z.infer<typeof phoneLineSchema>;

/** A picture the site shows: a shipped file (/images/…) or an upload (/media/…), with its sizes. */
export const uploadedVariantSchema = z.strictObject({
  width: z.number().int().positive(),
  webp: z.string().regex(/^\/media\/[\w.-]+\.webp$/),
  jpeg: z.string().regex(/^\/media\/[\w.-]+\.jpe?g$/),
});
export type UploadedVariant = z.infer<typeof uploadedVariantSchema>;

export const pictureSchema = z.strictObject({
  src: z
    .string()
    .regex(/^\/(images\/[\w./-]+\.(svg|png|webp|jpg)|media\/[\w.-]+\.(webp|jpe?g|png))$/, "must be a picture uploaded in the desk")
    .meta({ title: "Picture" }),
  width: z.number().int().positive().meta({ title: "Width in pixels" }),
  height: z.number().int().positive().meta({ title: "Height in pixels" }),
  variants: z.array(uploadedVariantSchema).optional().meta({ title: "Sizes made on upload" }),
});
export type Picture = z.infer<typeof pictureSchema>;

/** A picture with what it shows, for people who cannot see it, in both languages. */
export const shownPictureSchema = pictureSchema
  .extend({ alt: wordsSchema.meta({ title: "What the picture shows (alt text)", description: "Read out to people who cannot see it" }) })
  .meta({ title: "Picture with alt text" });
export type ShownPicture = z.infer<typeof shownPictureSchema>;

/** A document the site links to: a shipped file (/documents/…) or an uploaded PDF (/media/…). */
const documentPath = z.string().regex(/^\/(documents\/[\w./-]+|media\/[\w.-]+)\.pdf$/, "must be a PDF uploaded in the desk");

// ---------------------------------------------------------------------------------------------------
// The hospital's identity

/** Words whose Hindi is written in Devanagari (the hospital's name on Hindi pages): an empty Hindi stays a draft. */
const inDevanagari = (words: Words) => words.hi === "" || /[\u0900-\u097F]/.test(words.hi);
const DEVANAGARI = { message: "must be written in Devanagari on Hindi pages", path: ["hi"] };
const devanagariWordsSchema = wordsWithin(120).refine(inDevanagari, DEVANAGARI);
/** The name beside the logo shares the header's line with the menu: longer, it would run over the links. */
const shortNameSchema = wordsWithin(30).refine(inDevanagari, DEVANAGARI);

export const hospitalSchema = z
  .strictObject({
    name: knownFactSchema(devanagariWordsSchema).meta({
      title: "Hospital's name",
      description: "In full, as the footer and the booking page say it; the Hindi in Devanagari",
    }),
    shortName: knownFactSchema(shortNameSchema).meta({
      title: "Name beside the logo",
      description: "Short, at the top of every page; the Hindi in Devanagari",
    }),
    about: wordsSchema.meta({
      title: "About the hospital",
      description: "A sentence or two under the hospital's name at the foot of every page, and in search results",
    }),
    phones: z
      .strictObject({
        main: knownFactSchema(phoneLineSchema).meta({ title: "Main number", description: "Reception and enquiries" }),
        emergency: knownFactSchema(phoneLineSchema).meta({
          title: "Emergency 24x7",
          description: "Shown at the top of every page; a second person approves a change",
        }),
        pharmacy: knownFactSchema(phoneLineSchema).meta({ title: "Pharmacy" }),
        callsFrom: hospitalFactSchema(phoneLineSchema).meta({
          title: "Number the appointment desk calls from",
          description: "Named on the booking confirmation; until it is confirmed the page asks patients to call and check",
        }),
        billingDesk: hospitalFactSchema(phoneLineSchema).meta({
          title: "Billing desk",
          description: "Where missing, pages offer the main number",
        }),
        whatsapp: knownFactSchema(
          z.strictObject({
            number: z
              .string()
              .regex(/^91\d{10}$/, "must be 91 and ten digits, without +")
              .meta({ title: "Number for WhatsApp", description: "91 and ten digits" }),
            display: text.meta({ title: "As printed" }),
          }),
        ).meta({ title: "WhatsApp" }),
      })
      .meta({ title: "Phone numbers" }),
    email: knownFactSchema(z.email("must be an e-mail address")).meta({ title: "E-mail" }),
    street: knownFactSchema(text).meta({
      title: "Street address",
      description: "Before 'Sanganer, Jaipur, Rajasthan 302029', which stay as they are",
    }),
    pin: knownFactSchema(
      z.strictObject({
        latitude: z.number().min(26).max(28).meta({ title: "Latitude" }),
        longitude: z.number().min(75).max(77).meta({ title: "Longitude" }),
      }),
    ).meta({ title: "Map pin", description: "Where the hospital is, for maps and search results" }),
    mapLink: knownFactSchema(httpsAddress).meta({ title: "Map link", description: "Opens the hospital in a maps app" }),
    socials: z
      .strictObject({
        facebook: knownFactSchema(httpsAddress).meta({ title: "Facebook" }),
        youtube: knownFactSchema(httpsAddress).meta({ title: "YouTube" }),
        instagram: knownFactSchema(httpsAddress).meta({ title: "Instagram" }),
        linkedin: knownFactSchema(httpsAddress).meta({ title: "LinkedIn" }),
      })
      .meta({ title: "Social links" }),
  })
  .meta({ title: "Hospital identity and phones" });
export type HospitalIdentity = z.infer<typeof hospitalSchema>;

// ---------------------------------------------------------------------------------------------------
// Doctors

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 09:30 or 17:00");

export const opdSittingSchema = z
  .strictObject({
    days: z
      .array(z.enum(WEEKDAYS))
      .min(1, "choose at least one day")
      .refine((days) => new Set(days).size === days.length, "each day once")
      .meta({ title: "Days" }),
    from: clockTime.meta({ title: "From", description: "24-hour clock, such as 09:30" }),
    to: clockTime.meta({ title: "To", description: "24-hour clock, such as 17:00" }),
  })
  .refine((sitting) => sitting.from < sitting.to, { message: "must end after it starts", path: ["to"] })
  .meta({ title: "OPD sitting" });

export const leavePeriodSchema = z
  .strictObject({
    from: z.iso.date("must be a date").meta({ title: "First day of leave" }),
    to: z.iso.date("must be a date").meta({ title: "Last day of leave" }),
  })
  .refine((leave) => leave.from <= leave.to, { message: "must end on or after the day it starts", path: ["to"] })
  .meta({ title: "Leave", description: "Both days included; shown on the doctor's page, Find Doctor and the booking form until it ends" });

/**
 * One of the hospital's departments, by its key; the desk's list shows each by its name
 * (`optionTitles`, read by desk/content/json-schema.ts), not by its key ("General Medicine", not "Generalmedicine").
 */
const departmentSchema = z
  .enum(DEPARTMENT_SLUGS, "must be one of the hospital's departments")
  .meta({ title: "Department", optionTitles: Object.fromEntries(departments.map((department) => [department.slug, department.name])) });

/**
 * The doctor's name as each language's pages write it: Latin on English pages, Devanagari on Hindi
 * pages (review p3), which also show the Latin name where a patient may need it (the doctor's page).
 * Content saved when the name was one text for both languages is read as that name in both.
 */
const doctorNameSchema = z
  .preprocess((name) => (typeof name === "string" ? { en: name, hi: name } : name), wordsWithin(80))
  .meta({
    title: "Name",
    description: "As the doctor writes it, such as Dr. Mahesh Gupta, and in Devanagari for Hindi pages, such as डॉ. महेश गुप्ता",
  });

export const doctorSchema = z
  .strictObject({
    id: itemKey.meta({ title: "Page address", description: "The doctor's page is /doctors/{this}; set once, when the doctor is added" }),
    name: doctorNameSchema,
    department: departmentSchema,
    listed: z.boolean().meta({
      title: "Shown on the site",
      // What the desk's form starts a new doctor with: a doctor added is meant to be found and booked.
      default: true,
      description:
        "A card on Find Doctor, a page of their own, a place on the booking form and among the department's experts; unticked, the doctor is shown nowhere",
    }),
    qualification: wordsSchema.meta({ title: "Qualification", description: "Such as MS Orthopaedics" }),
    experienceYears: z.number().int().nonnegative().meta({ title: "Years of experience" }),
    languages: hospitalFactSchema(z.array(z.string().regex(/^[a-z]+$/)).min(1)).meta({
      title: "Languages spoken",
      description: "hindi, english, rajasthani…",
    }),
    photo: hospitalFactSchema(shownPictureSchema).meta({ title: "Photo" }),
    opd: hospitalFactSchema(z.array(opdSittingSchema).min(1)).meta({ title: "OPD days and hours" }),
    fee: hospitalFactSchema(z.number().int().positive("must be more than 0")).meta({
      title: "Consultation fee (₹)",
      description: "A second person approves a change",
    }),
    registration: hospitalFactSchema(
      z.strictObject({ number: text.meta({ title: "Number" }), council: text.meta({ title: "Council" }) }),
    ).meta({ title: "Medical council registration", description: "A second person approves a change" }),
    achievements: hospitalFactSchema(wordsSchema).meta({ title: "What the doctor treats and does" }),
    leave: z.array(leavePeriodSchema).meta({ title: "Leave" }),
  })
  .meta({ title: "Doctor" });
export type Doctor = z.infer<typeof doctorSchema>;
export type OpdSitting = z.infer<typeof opdSittingSchema>;
export type LeavePeriod = z.infer<typeof leavePeriodSchema>;

// ---------------------------------------------------------------------------------------------------
// Speciality pages, testimonials

export const specialityPageSchema = z
  .strictObject({
    slug: departmentSchema,
    title: wordsSchema.meta({ title: "Title" }),
    reviewedOn: z.iso.date("must be a date").meta({ title: "Last reviewed", description: "Shown on the page" }),
    summary: wordsSchema.meta({ title: "Summary", description: "One line, for listings and search results" }),
    description: wordsSchema.meta({ title: "Description" }),
    highlights: z
      .array(
        z
          .strictObject({ heading: wordsSchema.meta({ title: "Heading" }), text: wordsSchema.meta({ title: "Text" }) })
          .meta({ title: "Highlight" }),
      )
      .min(3, "needs at least 3 highlights")
      .meta({ title: "Highlights" }),
    faqs: z
      .array(
        z
          .strictObject({ question: wordsSchema.meta({ title: "Question" }), answer: wordsSchema.meta({ title: "Answer" }) })
          .meta({ title: "Question and answer" }),
      )
      .min(1, "needs at least one question")
      .meta({ title: "Frequently asked questions" }),
  })
  .meta({ title: "Speciality page" });
export type SpecialityPage = z.infer<typeof specialityPageSchema>;

export const testimonialSchema = z
  .strictObject({
    id: itemKey.meta({ title: "Key" }),
    speciality: departmentSchema.meta({ title: "Shown on the page of" }),
    name: text.meta({ title: "Patient's name, as they agreed it be shown" }),
    feedback: wordsSchema.meta({ title: "The patient's words" }),
    consent: hospitalFactSchema(text).meta({
      title: "Consent",
      description: "Where the patient's written consent is recorded (form, date, file). Not shown anywhere until supplied",
    }),
  })
  .meta({ title: "Testimonial" });
export type Testimonial = z.infer<typeof testimonialSchema>;

// ---------------------------------------------------------------------------------------------------
// Guide facts, grievance officer, cashless schemes

export const guideFactsSchema = z
  .strictObject({
    opdHours: hospitalFactSchema(wordsSchema).meta({ title: "OPD days and hours (in general)" }),
    emergencyHours: hospitalFactSchema(wordsSchema).meta({ title: "Emergency opening hours" }),
    visitingHours: hospitalFactSchema(wordsSchema).meta({ title: "Visiting hours in the wards" }),
    attendants: hospitalFactSchema(wordsSchema).meta({ title: "Attendants allowed with a patient" }),
    waysToPay: hospitalFactSchema(wordsSchema).meta({ title: "Ways to pay" }),
    receptionHours: hospitalFactSchema(wordsSchema).meta({ title: "Reception hours", description: "Said on the Contact page" }),
    replyTime: hospitalFactSchema(wordsSchema).meta({ title: "How soon a message is answered", description: "Said on the Contact page" }),
    parking: hospitalFactSchema(wordsSchema).meta({ title: "Parking", description: "Said on the Contact page" }),
    callBackTime: hospitalFactSchema(wordsSchema).meta({ title: "How soon the desk calls back", description: "Said on the booking page" }),
  })
  .meta({ title: "Patient guide facts" });
export type GuideFacts = z.infer<typeof guideFactsSchema>;

export const grievanceSchema = z
  .strictObject({
    officer: hospitalFactSchema(wordsSchema).meta({ title: "Grievance officer", description: "Name and designation" }),
    answerWithin: hospitalFactSchema(wordsSchema).meta({ title: "We answer complaints within" }),
  })
  .meta({ title: "Grievance officer" });
export type Grievance = z.infer<typeof grievanceSchema>;

export const cashlessSchema = z
  .strictObject({
    schemes: knownFactSchema(
      z
        .array(z.enum(SCHEME_KEYS))
        .min(1)
        .refine((keys) => new Set(keys).size === keys.length, "each scheme once"),
    ).meta({ title: "Government schemes", description: "Every page that names the schemes shows this one list" }),
    tpas: knownFactSchema(
      z
        .array(text)
        .min(1)
        .refine((names) => new Set(names).size === names.length, "each TPA once"),
    ).meta({ title: "TPAs (third-party administrators)" }),
    schemeNames: z
      .strictObject(
        Object.fromEntries(SCHEME_KEYS.map((key) => [key, wordsSchema.meta({ title: key.toUpperCase() })])) as Record<
          (typeof SCHEME_KEYS)[number],
          typeof wordsSchema
        >,
      )
      .meta({ title: "Each scheme's name", description: "As the About page names it in its sentence on cashless treatment" }),
  })
  .meta({ title: "Cashless schemes and TPAs" });
export type Cashless = z.infer<typeof cashlessSchema>;

// ---------------------------------------------------------------------------------------------------
// Gallery, certificate, booking form, notices

export const galleryItemSchema = z
  .strictObject({
    id: itemKey.meta({ title: "Key" }),
    title: wordsSchema.meta({ title: "Title" }),
    caption: wordsSchema.meta({ title: "Caption" }),
    picture: shownPictureSchema,
  })
  .meta({ title: "Gallery picture" });
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/**
 * The sample the site once showed in the hospital's place: a picture watermarked SAMPLE and a PDF saying
 * it is not a certificate. Content stored with either reads as the certificate not yet supplied.
 */
const SAMPLE_CERTIFICATE_FILES: ReadonlySet<unknown> = new Set([
  "/images/certificate-thumbnail.svg",
  "/documents/nabh-certificate-sample.pdf",
]);
const MISSING = { state: "missing" } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The certificate's picture as stored. It was once a plain picture, not a fact: a real one reads as
 * supplied (stored content filled with today's default may carry a `state` beside it, dropped here),
 * the sample as missing.
 */
function certificatePictureAsStored(stored: unknown): unknown {
  if (!isRecord(stored)) return stored;
  if ("src" in stored) {
    const { state: _filledIn, ...picture } = stored;
    return SAMPLE_CERTIFICATE_FILES.has(picture.src) ? MISSING : { state: "supplied", value: picture };
  }
  return isRecord(stored.value) && SAMPLE_CERTIFICATE_FILES.has(stored.value.src) ? MISSING : stored;
}

/** The certificate's PDF as stored: the sample, a working value while it was shipped, reads as missing. */
const certificatePdfAsStored = (stored: unknown): unknown =>
  isRecord(stored) && SAMPLE_CERTIFICATE_FILES.has(stored.value) ? MISSING : stored;

export const certificateSchema = z
  .strictObject({
    pdf: z.preprocess(certificatePdfAsStored, hospitalFactSchema(documentPath)).meta({
      title: "NABH certificate (PDF)",
      description: "The hospital's own, uploaded here; the home page links to it once it is supplied",
    }),
    image: z.preprocess(certificatePictureAsStored, hospitalFactSchema(shownPictureSchema)).meta({
      title: "Certificate picture",
      description: "A picture of the hospital's own certificate; the home page shows it once it is supplied",
    }),
  })
  .meta({
    title: "NABH certificate",
    description: "Until the hospital's own is supplied, the home page says what NABH accreditation means and shows no certificate",
  });
export type Certificate = z.infer<typeof certificateSchema>;

export const appointmentOptionsSchema = z
  .strictObject({
    specialities: z
      .array(
        z
          .strictObject({
            value: text.meta({ title: "Value", description: "What the request e-mail says, in English" }),
            label: wordsSchema.meta({ title: "Shown as" }),
          })
          .meta({ title: "Speciality option" }),
      )
      .min(1)
      .refine((options) => new Set(options.map((option) => option.value)).size === options.length, "each option once")
      .meta({ title: "Speciality options" }),
  })
  .meta({ title: "Appointment form" });
export type AppointmentOptions = z.infer<typeof appointmentOptionsSchema>;

export const noticeSchema = z
  .strictObject({
    id: itemKey.meta({ title: "Key" }),
    start: z.iso.datetime({ offset: true, message: "must be a date and time" }).meta({ title: "Shown from" }),
    end: z.iso.datetime({ offset: true, message: "must be a date and time" }).meta({ title: "Shown until" }),
    text: wordsWithin(300).meta({
      title: "Notice",
      description: "Such as: OPD closed on 1 January (at most 300 characters: it is shown on every page)",
    }),
  })
  .refine((notice) => Date.parse(notice.start) < Date.parse(notice.end), { message: "must end after it starts", path: ["end"] })
  .meta({ title: "Notice", description: "A banner on every page between its two moments" });
export type Notice = z.infer<typeof noticeSchema>;

// ---------------------------------------------------------------------------------------------------
// Figures, the privacy notice's facts, the doctors' videos

const count = z.number().int().positive("must be more than 0");

export const figuresSchema = z
  .strictObject({
    doctors: knownFactSchema(count).meta({ title: "Experienced doctors", description: "The home page's counter shows it as 20+" }),
    beds: knownFactSchema(count).meta({ title: "Beds", description: "The home page's counter (100+) and the About page (over 100 beds)" }),
    staff: knownFactSchema(count).meta({ title: "Staff", description: "The home page's counter shows it as 500+" }),
  })
  .meta({ title: "The hospital in numbers" });
export type Figures = z.infer<typeof figuresSchema>;

export const privacyFactsSchema = z
  .strictObject({
    retentionDays: knownFactSchema(count).meta({
      title: "Days a website request is kept",
      description:
        "The privacy notice says requests are erased this many days after they arrive: the server's RETENTION_DAYS must be the same",
    }),
    serviceProviders: hospitalFactSchema(wordsSchema).meta({
      title: "Who hosts the website and delivers its e-mail",
      description: "Named in the privacy notice once supplied; until then it describes their role",
    }),
  })
  .meta({ title: "Privacy notice facts", description: "The grievance officer is the one under Grievance officer" });
export type PrivacyFacts = z.infer<typeof privacyFactsSchema>;

/** A video on Facebook, as its post's address: the pages play it in Facebook's player (facebook-video.ts) and link to it. */
const facebookVideoLink = z
  .string()
  .refine(withoutStraySpaces, STRAY_SPACES)
  .pipe(
    z.url({
      protocol: /^https$/,
      hostname: FACEBOOK_VIDEO_HOSTS,
      message: "must be the address of a video on Facebook, such as https://www.facebook.com/yourpage/videos/1234567890",
    }),
  );

const doctorVideoSchema = z
  .strictObject({
    link: facebookVideoLink.meta({
      title: "Link to the video",
      description: "The video's address on Facebook, such as https://www.facebook.com/yourpage/videos/1234567890",
    }),
    title: wordsWithin(120).meta({ title: "Title", description: "What the video is about, as the hospital names it" }),
    doctor: itemKey.meta({
      title: "Doctor",
      description: "The page address of the doctor in the video, such as mahesh-gupta: the page shows their name and department",
    }),
  })
  .meta({ title: "Video" });
export type DoctorVideo = z.infer<typeof doctorVideoSchema>;

/**
 * The videos' words as the site once compiled them, by the key each stored video was under. Only the
 * Facebook id was content then, a working value until staff supplied the hospital's own: a supplied one
 * reads as that video with these words and its doctor; a working one was the site's, not the hospital's.
 */
const VIDEOS_ONCE_COMPILED: Record<string, { title: Words; doctor: string }> = {
  "knee-pain-joint-replacement": {
    title: { en: "Knee pain: when is joint replacement the right choice?", hi: "घुटने का दर्द: जोड़ बदलवाना (जॉइंट रिप्लेसमेंट) कब सही है?" },
    doctor: "rajendra-singh-shekhawat",
  },
  "childhood-fever-vaccinations": {
    title: { en: "Fever in children and why vaccinations matter", hi: "बच्चों में बुख़ार और टीके क्यों ज़रूरी हैं" },
    doctor: "vikas-sharma",
  },
  "safe-pregnancy-check-ups": {
    title: { en: "Regular check-ups for a safe pregnancy", hi: "सुरक्षित गर्भावस्था के लिए नियमित जाँच" },
    doctor: "sunita-choudhary",
  },
  "managing-diabetes": {
    title: { en: "Managing diabetes in daily life", hi: "रोज़मर्रा की ज़िंदगी में डायबिटीज़ को कंट्रोल कैसे रखें" },
    doctor: "anil-khandelwal",
  },
  "abdominal-pain-surgeon": {
    title: { en: "When does abdominal pain need a surgeon?", hi: "पेट दर्द में सर्जन को कब दिखाना चाहिए?" },
    doctor: "sanjay-meena",
  },
};

/**
 * The videos as stored. They were once a list of compiled videos, each with a Facebook id (a working
 * value, made up, until staff supplied one), and staff could empty it: each supplied id reads as its
 * video, supplied, at Facebook's address for the id; every other place is missing.
 */
function videosAsStored(stored: unknown): unknown {
  const once = Array.isArray(stored) && (stored.length === 0 || stored.some((entry) => isRecord(entry) && "facebookVideoId" in entry));
  if (!once) return stored;
  const videos: unknown[] = stored.flatMap((entry) => {
    if (!isRecord(entry) || !isRecord(entry.facebookVideoId) || entry.facebookVideoId.state !== "supplied") return [];
    const words = VIDEOS_ONCE_COMPILED[String(entry.video)];
    const id = entry.facebookVideoId.value;
    if (words === undefined || typeof id !== "string") return [];
    return [{ state: "supplied", value: { link: `https://www.facebook.com/watch/?v=${id}`, ...structuredClone(words) } }];
  });
  while (videos.length < DOCTOR_VIDEO_COUNT) videos.push(MISSING);
  return videos;
}

export const doctorVideosSchema = z
  .strictObject({
    videos: z
      .preprocess(
        videosAsStored,
        z
          .array(hospitalFactSchema(doctorVideoSchema).meta({ title: "Video" }))
          .length(DOCTOR_VIDEO_COUNT, `must be ${DOCTOR_VIDEO_COUNT} videos`),
      )
      .meta({
        title: "Videos",
        description: `The ${DOCTOR_VIDEO_COUNT} places for the hospital's videos of its doctors: Find Doctor shows each once it is supplied, and its 'Meet Our Doctors' section only when one is`,
      }),
  })
  .meta({ title: "Doctor videos on Find Doctor" });
export type DoctorVideos = z.infer<typeof doctorVideosSchema>;

const pharmacyPointSchema = z
  .strictObject({ title: wordsSchema.meta({ title: "Heading" }), text: wordsSchema.meta({ title: "Sentence" }) })
  .meta({ title: "Point" });

export const pharmacySchema = z
  .strictObject({
    discount: hospitalFactSchema(pharmacyPointSchema).meta({
      title: "Discount on medicines",
      description: "A point of the home page's Pharmacy Store; left out while missing",
    }),
    homeDelivery: hospitalFactSchema(pharmacyPointSchema).meta({
      title: "Home delivery",
      description: "A point of the home page's Pharmacy Store; left out while missing",
    }),
    orderHours: hospitalFactSchema(wordsSchema).meta({
      title: "When the pharmacy takes orders by phone",
      description: "Beside 'Place Your Order'; left out while missing",
    }),
  })
  .meta({ title: "Pharmacy Store" });
export type Pharmacy = z.infer<typeof pharmacySchema>;

// ---------------------------------------------------------------------------------------------------

/** Everything staff can edit, in one JSON value: what a release stores and what every page is rendered from. */
export const siteContentSchema = z.strictObject({
  hospital: hospitalSchema,
  doctors: z.array(doctorSchema),
  specialities: z.array(specialityPageSchema),
  testimonials: z.array(testimonialSchema),
  guide: guideFactsSchema,
  grievance: grievanceSchema,
  cashless: cashlessSchema,
  gallery: z.array(galleryItemSchema),
  certificate: certificateSchema,
  appointment: appointmentOptionsSchema,
  notices: z.array(noticeSchema),
  figures: figuresSchema,
  privacy: privacyFactsSchema,
  videos: doctorVideosSchema,
  pharmacy: pharmacySchema,
});
export type SiteContent = z.infer<typeof siteContentSchema>;
