import { HOSPITAL_NAME } from "../../links";
import { known, working } from "../../hospital-fact";
import type { PrivacyContent } from "../privacy.schema";

const facts: PrivacyContent["facts"] = {
  actTitle: working("Digital Personal Data Protection Act, 2023"),
};
const act = known(facts.actTitle);

export const privacy: PrivacyContent = {
  meta: {
    name: "Privacy Policy",
    title: "Privacy Policy | {hospital}",
    description:
      "What personal data the hospital's website collects through its forms, why, who receives it, how long it is kept, and how to ask for access, correction or erasure.",
  },
  heading: "Privacy Policy",
  lastUpdated: "Last updated: 22 November 2026",
  facts,
  officerNamed: "({name})",
  providersNamed: "They are {names}.",
  intro: `This policy explains what personal data ${HOSPITAL_NAME} collects through this website, why, who receives it, how long it is kept and how you can exercise your rights under India's ${act}. It covers this website only; the treatment records we keep when you visit the hospital are covered by the consent forms you sign there.`,
  sections: [
    {
      title: "What we collect",
      paragraphs: ["We collect only what you type into our three forms, and a few technical details needed to keep the website safe:"],
      points: [
        "Contact form: your first and last name, e-mail address, phone number and your message.",
        "Appointment form: your name, e-mail address, phone number, the speciality you chose and your query, and, if you choose them, the doctor and the day and time of day you would prefer.",
        "Feedback form: whether it is a complaint, a suggestion or a compliment, your name, phone number, your e-mail address if you give it, the reference of an earlier request if you give it, and your message.",
        "Technical details: the time of your request and your internet (IP) address, used to stop abuse and repeated automatic submissions.",
      ],
    },
    {
      title: "Why we use it",
      paragraphs: [
        "We use your details only to answer your message or arrange your appointment: to call or e-mail you back, to find the right doctor and to keep a record that you asked. We do not use them for advertising, we do not sell them and we do not share them with anyone for their own purposes.",
        "Your message or query may describe your health. Please share only what you need for us to help you; your doctor will ask for the rest in person.",
      ],
    },
    {
      title: "Your consent",
      paragraphs: [
        "By sending a form you agree to our using the details in it for the purposes above. You can withdraw your consent at any time by writing to us (see below); we will then stop using your details and delete them, unless the law requires us to keep them.",
      ],
    },
    {
      title: "Who receives it",
      paragraphs: [
        "Your request is stored on the hospital's own server and sent by e-mail to the hospital's front desk and appointment team. Only staff who need it to answer you can read it.",
        "We use service providers to host the website and to deliver e-mail.{providers} They process the data only on our instructions and must keep it secure and confidential.",
      ],
    },
    {
      title: "How long we keep it",
      paragraphs: [
        `Requests sent through this website are deleted automatically {retentionDays} days after they arrive. If you become our patient, the details needed for your care become part of your hospital record, which is kept as medical record rules require.`,
      ],
    },
    {
      title: "How we protect it",
      paragraphs: [
        "The website uses encrypted connections (HTTPS), keeps requests on access-controlled systems and never writes your message or query into its technical logs. E-mail addresses and phone numbers in those logs are masked.",
      ],
    },
    {
      title: "Maps and videos from other websites",
      paragraphs: [
        "The map on the contact page and the doctors' videos come from Google Maps and Facebook. They load only when you press 'Show map' or 'Play video'; until then nothing is sent to those websites. Once loaded, their own privacy policies apply. This website itself sets no tracking cookies.",
      ],
    },
    {
      title: "Your rights",
      paragraphs: [`Under the ${act} you have the right to:`],
      points: [
        "ask what personal data we hold about you and how we have used it;",
        "ask us to correct, complete or update it;",
        "ask us to erase it, and withdraw your consent;",
        "have a grievance addressed by us;",
        "nominate another person to exercise these rights if you die or are unable to.",
      ],
    },
    {
      title: "How to ask, and the grievance officer",
      paragraphs: [
        `Write to our Grievance Officer{officer} at {email}, call {phone}, or write to: Grievance Officer, ${HOSPITAL_NAME}, {address}. Please say which form you used and roughly when, so that we can find your request. We will reply within 30 days.`,
        "If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
      ],
    },
    {
      title: "Changes to this policy",
      paragraphs: ["If we change how we use personal data, we will update this policy and the date at the top of this page."],
    },
  ],
};
