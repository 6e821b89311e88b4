import { paths } from "#common/paths";
import { missing } from "../../hospital-fact";
import type { GuidePageContent } from "../guide-page.schema";

// The rights follow the Charter of Patients' Rights (National Human Rights Commission and the Ministry of
// Health, 2019) and the patient-rights standards of NABH. The grievance officer and the time within
// which the hospital answers are the hospital's to supply (npm run content:todo lists them).
export const patientRights: GuidePageContent = {
  meta: {
    name: "Patient Rights",
    title: "Patient Rights | {hospital}",
    description:
      "Your rights as a patient or attendant at the hospital, what we ask of you in return, and whom to speak to if something goes wrong.",
  },
  heading: "Patients' Rights and Responsibilities",
  intro: "Every patient and family has these rights at our hospital. If you feel one has not been respected, please tell us.",
  contentsLabel: "On this page",
  callToConfirm: "Please call to confirm:",
  sections: [
    {
      id: "rights",
      title: "Your rights as a patient",
      points: [
        "To be treated with respect and dignity, without discrimination because of illness, including HIV, or religion, caste, gender, age, language or place of birth.",
        "To first aid and emergency care to save life and limb, whether or not you can pay at that moment.",
        "To know the name of the doctor in charge of your care, your illness, the treatment planned, its risks and other options, in words you understand.",
        "To give or refuse consent before an operation, procedure, blood transfusion or research, after these are explained to you.",
        "To privacy during examination and treatment, and a woman patient's right to a woman in the room when a male doctor examines her.",
        "To confidentiality: what you tell us and your records are shared only with those treating you, or as the law requires.",
        "To know the rates of services in advance, an estimate of the cost, and an itemised bill.",
        "To copies of your medical records and test reports, and a discharge summary when you leave.",
        "To a second opinion from a doctor of your choice, with your records given to you for it.",
        "To buy medicines and get tests done where you choose.",
        "To a safe referral or transfer to another hospital, with the reasons explained and your records sent along.",
        "To leave the hospital, or to receive the body of a family member who has died, without being held back because of a dispute over payment.",
        "To be heard: to make a complaint, and to a fair answer within a set time.",
      ],
    },
    {
      id: "attendants",
      title: "Attendants and family",
      points: [
        "A family member or attendant chosen by the patient may be told about the patient's condition and treatment, as the patient wishes.",
        "When a patient cannot decide, the nearest family member gives or refuses consent on the patient's behalf.",
        "Attendants have the same right to respectful treatment, to be heard and to complain.",
      ],
    },
    {
      id: "responsibilities",
      title: "What we ask of patients and attendants",
      points: [
        "Tell the doctor all about your health, earlier illnesses, allergies and the medicines you take.",
        "Follow the treatment you agreed to, and tell the doctor or nurse if you stop it or anything changes.",
        "Ask when you do not understand something.",
        "Respect the staff and other patients, and their privacy. Violence or abuse against health workers is a crime.",
        "Follow the hospital's rules about visitors, visiting hours, smoking and cleanliness.",
        "Pay the bills on time, or tell the billing desk early if you have difficulty.",
        "Tell us when you cannot come to an appointment.",
      ],
    },
    {
      id: "be-heard",
      title: "If something goes wrong",
      facts: [
        { name: "Grievance officer", fact: missing() },
        { name: "We answer within", fact: missing() },
      ],
      steps: [
        "Speak first to the nurse in charge of the ward or the duty manager: most problems can be put right at once.",
        "If that does not settle it, write to the grievance officer, or ask the reception to note your complaint. Keep the reference you are given.",
        "The hospital looks into every complaint and answers you in writing within the time above. If you are still not satisfied, the answer tells you whom you can approach next.",
      ],
      link: { text: "Send a complaint, a suggestion or a compliment online", path: paths.feedback },
    },
  ],
};
