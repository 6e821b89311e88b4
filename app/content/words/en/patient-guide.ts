import { billingDeskPhone, emergencyPhone, postalAddress } from "../../facts/hospital";
import { hospitalFacts } from "../../facts/hospital-facts";
import { missing, supplied, working } from "../../hospital-fact";
import type { GuidePageContent } from "../guide-page.schema";
import { REACH_US_ID } from "#common/paths";

// The OPD and visiting hours, the attendant pass rule, the payment modes and the billing desk's line
// are the hospital's to supply (npm run content:todo lists them); until then the page asks visitors to
// call. Everything else is general guidance that holds for any hospital in India.
export const patientGuide: GuidePageContent = {
  meta: {
    name: "Patient and Visitor Guide",
    title: "Patient and Visitor Guide | {hospital}",
    description:
      "OPD and visiting hours, what to bring, admission and discharge, bills, cashless treatment with a TPA, RGHS, CGHS and ECHS, and how to reach us.",
  },
  heading: "Patient and Visitor Guide",
  intro: "What to know before you come to the hospital for an OPD visit, an admission or to visit someone.",
  contentsLabel: "On this page",
  callToConfirm: "Please call to confirm:",
  sections: [
    {
      id: "opd-hours",
      title: "OPD hours",
      facts: [
        { name: "OPD days and hours", fact: missing() },
        { name: "Emergency", fact: supplied("Open 24 hours, every day") },
      ],
      paragraphs: [
        "Each doctor sits in the OPD on set days. Please call before you come, or book an appointment, so that you do not have to wait long or come back another day.",
        "Come 15 to 20 minutes early for your first visit: you will be registered at the reception and given an OPD slip with your registration number.",
      ],
    },
    {
      id: "visiting",
      title: "Visiting hours and attendants",
      facts: [
        { name: "Visiting hours in the wards", fact: missing() },
        { name: "Attendants allowed with a patient", fact: missing() },
      ],
      points: [
        "If you are given an attendant pass at admission, carry it and show it when asked.",
        "Please keep visits short and the number of visitors small, so that patients can rest and infections do not spread.",
        "Children, and anyone with a cough, cold or fever, should not visit the wards.",
        "The ICU and NICU allow only short visits by close family, at the times the staff tell you.",
        "Clean your hands with the sanitiser before and after you touch the patient.",
        "Smoking, chewing tobacco and alcohol are not allowed anywhere in the hospital.",
        "Do not give the patient food or medicine from outside without asking the nurse or doctor.",
      ],
    },
    {
      id: "opd-checklist",
      title: "What to bring for an OPD visit",
      points: [
        "A photo ID (Aadhaar card or another government ID) and your phone number.",
        "Your earlier prescriptions, test reports, X-ray or scan films and discharge summaries, in order of date.",
        "The medicines you take now, or a list of them with their doses.",
        "Your health scheme or insurance card, if you have one.",
        "For a child: the vaccination card. For a pregnancy: your antenatal card and reports.",
        "Write down your questions and how long you have had each problem, so you do not forget them in the OPD.",
      ],
    },
    {
      id: "admission-checklist",
      title: "What to bring for admission",
      points: [
        "The doctor's advice for admission and all earlier reports and prescriptions.",
        "A photo ID and address proof of the patient, and a photo ID of the attendant.",
        "The insurance card, TPA card or scheme card, the policy papers and the employer's letter if the policy is through your job.",
        "The medicines the patient takes now.",
        "Loose, comfortable clothes, slippers, a towel, a toothbrush and a mobile charger.",
        "Please leave jewellery and large amounts of cash at home. The hospital cannot be responsible for valuables kept in the ward.",
      ],
    },
    {
      id: "admission-discharge",
      title: "Admission and discharge",
      steps: [
        "Admission: when the doctor advises it, the admission desk registers the patient, explains the room options and gives an estimate of the cost.",
        "Consent: the patient, or the family if the patient cannot decide, signs the consent for admission and for any operation or procedure after the doctor explains it.",
        "Deposit or approval: pay the advance deposit, or hand in your insurance, TPA or scheme documents so the desk can ask for cashless approval.",
        "During the stay: the doctors and nurses tell you about the treatment, and you can ask the billing desk for the bill so far at any time.",
        "Discharge: when the doctor decides, the ward prepares the discharge summary, the final bill is made and settled, and the nurse explains the medicines, diet and next visit.",
        "Keep the discharge summary and all bills safe: you need them for the follow-up visit and for any insurance claim.",
      ],
      paragraphs: [
        "Discharge usually takes a few hours after the doctor's decision, longer when the insurer has to approve the final bill.",
      ],
    },
    {
      id: "billing",
      title: "Billing and payment",
      facts: [
        { name: "Billing desk", fact: billingDeskPhone },
        { name: "Ways to pay", fact: missing() },
      ],
      points: [
        "Ask for an estimate before a planned admission or operation; the final bill may differ if the treatment changes.",
        "You can ask for the bill so far at any time during the stay.",
        "The final bill lists every charge. Please check it and ask the billing desk about anything you do not understand.",
        "Keep every receipt: you need them for an insurance claim or a scheme.",
      ],
    },
    {
      id: "cashless",
      title: "Cashless treatment with a TPA or insurer",
      paragraphs: [
        "If your health insurance works through a TPA (third-party administrator) we are empanelled with, your insurer can pay the hospital directly, so you pay only what the policy does not cover. The TPAs we work with are listed on our home page under Our Tie-ups.",
      ],
      steps: [
        "Before a planned admission, or as soon as possible after an emergency admission, bring your insurance or TPA card and a photo ID to the insurance (TPA) desk.",
        "The desk fills in the pre-authorisation request with the doctor's details of the illness and the estimated cost, and sends it to your TPA or insurer.",
        "The insurer approves an amount, asks for more papers, or refuses. The insurance regulator (IRDAI) asks insurers to decide a cashless request within one hour of receiving it.",
        "During the stay, if the treatment costs more than approved, the desk asks the insurer for more.",
        "At discharge, the desk sends the final bill and discharge summary to the insurer, who must give final approval within three hours of receiving them. You pay only what the insurer does not cover.",
      ],
      groups: [
        {
          title: "Documents to bring",
          points: [
            "Insurance card or TPA card (e-card) and the policy number.",
            "Photo ID and address proof of the patient (Aadhaar card, PAN card or another government ID).",
            "The doctor's advice for admission and earlier reports about this illness.",
            "For an accident: the FIR or medico-legal papers, if there are any.",
          ],
        },
        {
          title: "What insurance usually does not cover",
          intro: "Every policy differs; your policy papers or your TPA can tell you exactly what yours covers. Commonly:",
          points: [
            "Non-medical items such as gloves, masks, toiletries and attendant's food.",
            "Room rent above the policy's limit, and the extra charges that follow from a more expensive room.",
            "Illnesses in the policy's waiting period, and exclusions named in the policy.",
            "Deductibles and the share of the bill the policy says you pay (co-payment).",
          ],
        },
      ],
    },
    {
      id: "government-schemes",
      title: "Government health schemes",
      paragraphs: [
        "The hospital is empanelled under these government schemes for cashless treatment of eligible patients. Please bring your papers at admission, and ask the scheme desk which treatments are covered.",
      ],
      groups: [
        {
          scheme: "maa",
          title: "Mukhyamantri Ayushman Arogya Yojana (Rajasthan)",
          points: ["Jan Aadhaar card, or the e-card of the scheme.", "Aadhaar card or another photo ID of the patient."],
        },
        {
          scheme: "rghs",
          title: "RGHS (Rajasthan Government Health Scheme)",
          points: ["RGHS card, or the family's Jan Aadhaar number registered with RGHS.", "Photo ID of the patient."],
        },
        {
          scheme: "cghs",
          title: "CGHS (Central Government Health Scheme)",
          points: [
            "CGHS card of the beneficiary.",
            "For a planned treatment: the referral from your CGHS wellness centre. In an emergency it is not needed to be admitted.",
            "Photo ID of the patient.",
          ],
        },
        {
          scheme: "echs",
          title: "ECHS (Ex-Servicemen Contributory Health Scheme)",
          points: [
            "ECHS card of the beneficiary.",
            "For a planned treatment: the referral from your ECHS polyclinic. In an emergency it is not needed to be admitted.",
            "Photo ID of the patient.",
          ],
        },
      ],
    },
    {
      id: REACH_US_ID,
      title: "How to reach us",
      facts: [
        { name: "Address", fact: working(postalAddress) },
        { name: "Phone", fact: hospitalFacts.phone },
        { name: "Emergency 24x7", fact: emergencyPhone },
      ],
      paragraphs: [
        "The hospital is on Tonk Road, near the Sanganer flyover. Open the address in a maps app from our Contact page for directions.",
        "In a medical emergency, call 108 for a free government ambulance, or call our emergency number, and come straight to the emergency entrance.",
      ],
    },
  ],
};
