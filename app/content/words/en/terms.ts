import { HOSPITAL_NAME } from "../../links";
import type { TermsContent } from "../terms.schema";

export const terms: TermsContent = {
  meta: {
    name: "Terms of Use",
    title: "Terms of Use | {hospital}",
    description:
      "The terms that apply when you use the Aarogya Multi-Speciality Hospital website: acceptable use, disclaimers, liability, governing law and how to contact us.",
  },
  heading: "Terms of Use",
  lastUpdated: "Last updated: 1 November 2026",
  intro: `These Terms of Use explain the rules for using the website of ${HOSPITAL_NAME}, Sanganer, Jaipur. Please read them carefully before you use the website.`,
  sections: [
    {
      title: "Acceptance of Terms",
      paragraphs: [
        "By using this website, you agree to these Terms of Use. If you do not agree with them, please do not use the website.",
        "These terms apply to everyone who visits the website, including patients, their families and other visitors. Personal information that you send us through the website is handled as described in our Privacy Policy.",
      ],
    },
    {
      title: "User Accounts",
      paragraphs: [
        "At present, this website does not offer user accounts. You do not need to register or log in to use it.",
        "If we offer accounts in the future, you will be responsible for giving correct information, for keeping your login details private and for all activity under your account. Please tell us at once if you think someone else has used your account. We may suspend or close an account that is misused or that breaks these terms.",
      ],
    },
    {
      title: "Use of the Website",
      paragraphs: [
        "You may use this website to read about the hospital and its doctors, to contact us and to ask for an appointment. Please use it only for lawful purposes and in a way that does not harm the website or other people.",
        "You must not try to gain unauthorised access to the website or its systems, upload harmful software, copy the website's content in bulk by automated means, or send false, misleading or offensive information through its forms.",
        "An appointment request sent through the website is confirmed only when our team contacts you. Please give correct contact details so that we can reach you.",
      ],
    },
    {
      title: "Intellectual Property Rights",
      paragraphs: [
        `The content of this website, including its text, illustrations, logos and design, belongs to ${HOSPITAL_NAME} or is used with permission. It is protected by the copyright and trademark laws of India.`,
        "You may view, download or print pages for your own personal, non-commercial use. You may not copy, change, publish or sell any part of the website without our written permission.",
        "The names and logos of government health schemes, insurance companies and other organisations shown on the website belong to their owners.",
      ],
    },
    {
      title: "Disclaimers",
      paragraphs: [
        "The information on this website is general information only. It is not medical advice, and it cannot replace a consultation with a qualified doctor who can examine you. Please do not start, stop or change any treatment based only on what you read here.",
        `In a medical emergency, do not wait for a reply through the website. Call us on {phone} or come straight to our emergency department, which is open 24 hours a day. You can also call 108 for an ambulance or go to the nearest hospital.`,
        "We try to keep the information on this website correct and up to date, but we cannot promise that it is complete or free of errors. Doctors' timings, services and facilities may change, so please call us to confirm before your visit.",
      ],
    },
    {
      title: "Limitation of Liability",
      paragraphs: [
        `As far as the law allows, ${HOSPITAL_NAME} is not liable for any loss or damage that arises from using this website or relying on its content, or from the website being unavailable, slow or affected by technical problems.`,
        "These terms cover the use of this website only. Medical care that you receive at the hospital is covered by the consent forms and policies that apply to that care. Nothing in these terms limits any right that you have under the law of India and that cannot be excluded by agreement.",
      ],
    },
    {
      title: "Links to Other Websites",
      paragraphs: [
        "This website may contain links to other websites, such as our social media pages, online maps, and the websites of government health schemes and insurance companies. These links are given for your convenience.",
        "We do not control these websites and are not responsible for their content, their availability or the way they handle your personal information. Please read their own terms and privacy policies.",
      ],
    },
    {
      title: "Governing Law",
      paragraphs: [
        "These terms are governed by the laws of India.",
        "Any dispute arising from these terms or from the use of this website is subject to the exclusive jurisdiction of the courts at Jaipur, Rajasthan.",
      ],
    },
    {
      title: "Changes to the Terms",
      paragraphs: [
        "We may change these terms from time to time, for example when we add new features to the website or when the law changes. The date at the top of this page shows when they were last updated.",
        "Changes apply from the date they are published on this page. If you continue to use the website after that date, you accept the changed terms.",
      ],
    },
    {
      title: "Contact Us",
      paragraphs: [
        `If you have a question about these terms, please write to us at {email} or send us a message on WhatsApp at {whatsapp}.`,
        `You can also write to us by post at ${HOSPITAL_NAME}, {address}.`,
      ],
    },
  ],
  whatsappLabel: "WhatsApp",
};
