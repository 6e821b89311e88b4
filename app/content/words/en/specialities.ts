// No testimonial is shipped: a page shows a patient's words only with the patient's written consent
// recorded in `consent` (supplied), e.g.
//   testimonials: [{ name: "…", feedback: "…", consent: supplied("signed form, 12 Dec 2026, file F-17") }],
import { departmentExperts, withExperts } from "../doctor-views";
import { doctorRecords } from "../../facts/doctor-records";
import type { SpecialitiesContent, SpecialityPagesWords } from "../specialities.schema";
import { doctorWords } from "./doctors";

const pages: SpecialityPagesWords = {
  orthopaedics: {
    title: "Orthopaedics",
    reviewedOn: "2026-11-23",
    summary: "Care for bones, joints, muscles and the spine, from fractures and sports injuries to joint replacement.",
    description:
      "Our orthopaedics department treats problems of the bones, joints, muscles and spine, including fractures, knee and hip pain, back pain and sports injuries. Many problems get better with medicines, physiotherapy and lifestyle changes, and we advise surgery only when it is likely to help. When an operation is needed, it is done in our modular operation theatres, followed by physiotherapy to help you walk and work again.",
    highlights: {
      "Fracture and Trauma Care":
        "Broken bones and injuries from falls or road accidents are treated day and night through our 24x7 emergency, with plaster, splints or surgery as needed.",
      "Joint Replacement":
        "Knee and hip replacement for joints badly damaged by arthritis, when pain and stiffness no longer improve with other treatment.",
      "Arthroscopy and Sports Injuries":
        "Keyhole surgery for ligament and cartilage injuries of the knee and shoulder, using small cuts for a quicker recovery.",
      "Back and Neck Pain":
        "Careful assessment of spine problems such as slipped disc and sciatica, with treatment that usually starts with medicines and exercises.",
    },
    testimonials: [],
    faqs: [
      {
        question: "When is knee replacement needed?",
        answer:
          "Knee replacement is usually considered when arthritis causes severe pain and stiffness that limits daily activities, and medicines, physiotherapy and weight control have not helped. The decision depends on your X-rays, age and general health. Please see our orthopaedic surgeon, who will explain whether surgery is right for you.",
      },
      {
        question: "How long does it take to recover after knee or hip replacement?",
        answer:
          "Most patients start walking with support within a day or two after surgery. Hospital stay is usually a few days, and regular physiotherapy over the next weeks helps you return to normal activities. Recovery differs from person to person, so your doctor will guide you.",
      },
      {
        question: "What should I do right after a fracture or a bad fall?",
        answer:
          "Keep the injured part still, do not try to straighten it, and avoid putting weight on it. If there is severe pain, swelling, a wound, or the person cannot move, come to our 24x7 emergency or call the hospital straight away.",
      },
      {
        question: "Does every back pain need surgery?",
        answer:
          "No. Most back pain improves with rest, correct posture, medicines and physiotherapy. Surgery is considered only for some conditions, such as a nerve being pressed with weakness in the leg. If you have weakness, numbness or trouble passing urine, please see a doctor urgently.",
      },
      {
        question: "What is arthroscopy?",
        answer:
          "Arthroscopy is keyhole surgery in which the surgeon looks inside the joint with a small camera through tiny cuts. It is used to diagnose and repair problems such as torn ligaments or cartilage in the knee or shoulder. Recovery is often quicker than with open surgery.",
      },
      {
        question: "How can I keep my bones strong as I get older?",
        answer:
          "Stay active with regular walking, eat a balanced diet with enough milk products, pulses and green vegetables, and get some sunlight. Women after menopause and older adults may need a bone density check. Ask your doctor before starting any calcium or vitamin D supplements.",
      },
      {
        question: "Are cashless treatments available under RGHS or insurance?",
        answer:
          "The hospital has tie-ups with RGHS, the state health scheme and several insurance TPAs, so many orthopaedic treatments can be cashless. Coverage depends on your scheme and policy, so please call the hospital or visit the help desk with your card to confirm before admission.",
      },
    ],
  },
  radiology: {
    title: "Radiology",
    reviewedOn: "2026-11-23",
    summary: "X-ray, ultrasound and other imaging tests that help your doctor find the cause of your problem quickly and safely.",
    description:
      "Our radiology department carries out imaging tests such as X-ray and ultrasound, which show the inside of the body without surgery. These tests help doctors find fractures, stones, infections, problems in the abdomen and the growth of a baby in pregnancy. Our trained staff explain each test, take care to use the lowest radiation needed, and share reports with your doctor.",
    highlights: {
      "Digital X-ray": "Quick X-rays for bones, chest and other parts of the body, available for emergency patients day and night.",
      Ultrasound: "Safe, radiation-free scans of the abdomen, pelvis and pregnancy, done by an experienced radiologist.",
      "Careful Reporting": "Each scan is reviewed by a radiologist and the report is shared with your treating doctor.",
      "Patient Safety": "Radiation is kept as low as possible, and women are asked about pregnancy before any X-ray.",
    },
    testimonials: [],
    faqs: [
      {
        question: "Is an X-ray safe during pregnancy?",
        answer:
          "Most X-rays use a very small dose of radiation, but during pregnancy we avoid them unless they are really needed. Always tell the staff if you are pregnant or may be pregnant. The doctor may suggest an ultrasound instead, or take extra care to protect the baby.",
      },
      {
        question: "Do I need to fast before an ultrasound?",
        answer:
          "For an ultrasound of the upper abdomen, you are usually asked not to eat for about 6 hours before the scan. For a scan of the lower abdomen or pelvis, you may be asked to drink water and keep your bladder full. The staff will tell you how to prepare when you book.",
      },
      {
        question: "How soon will I get my report?",
        answer: "Emergency patients are given priority. Please ask at the radiology desk when the report of your test will be ready.",
      },
      {
        question: "Are CT scan and MRI available at the hospital?",
        answer:
          "The scans available can change as equipment is added, so please call the hospital to confirm whether the test you need can be done here. If a scan is not available, our doctors will guide you to a trusted centre nearby.",
      },
      {
        question: "Do I need a doctor's prescription for a scan?",
        answer:
          "Yes, a doctor's advice is needed for imaging tests so that the right test is done and the results are understood correctly. Please bring your prescription and any old reports or films when you come for the test.",
      },
    ],
  },
  pediatrics: {
    title: "Pediatrics",
    reviewedOn: "2026-11-23",
    summary: "Gentle care for newborns, infants, children and teenagers, from vaccinations and fevers to newborn intensive care.",
    description:
      "Our pediatrics department cares for children from birth to adolescence, treating fevers, coughs, stomach infections, asthma and other illnesses. We also check growth and development and give vaccinations on schedule. Newborns who need special care are looked after in our NICU, and sick children can be admitted day or night through our 24x7 emergency.",
    highlights: {
      "Newborn Care and NICU": "Close monitoring and treatment for babies born early, with low weight, jaundice or breathing difficulties.",
      Vaccinations: "Routine childhood vaccines given as per the national schedule, with a record card to keep track.",
      "Growth and Development": "Regular checks of weight, height, feeding and milestones, with advice for parents.",
      "Child Emergencies": "Care for high fever, fits, breathing trouble, dehydration and injuries, at any time of day or night.",
    },
    testimonials: [],
    faqs: [
      {
        question: "When should I take my child to the emergency?",
        answer:
          "Come to our 24x7 emergency or call the hospital straight away if your child has difficulty breathing, a fit, is very drowsy or hard to wake, has blue lips, is not drinking or passing urine, or if a baby under 3 months has fever. Do not wait for these signs to settle on their own.",
      },
      {
        question: "Which vaccines does my child need?",
        answer:
          "Children need several vaccines from birth through the school years, as per the national immunisation schedule. Our pediatrician will check your child's vaccination card and advise on any due or optional vaccines. Please bring the card to every visit.",
      },
      {
        question: "How can I manage my child's fever at home?",
        answer:
          "Give plenty of fluids, dress the child in light clothes, and sponge with normal water if needed. Give fever medicine only as advised by a doctor, in the correct dose for your child's weight. If the fever lasts more than two days, or your child seems very unwell, please see a doctor.",
      },
      {
        question: "When is a newborn admitted to the NICU?",
        answer:
          "A baby may need the NICU if born early or with low weight, has breathing difficulty, serious jaundice, infection, or feeding problems. The team will explain the reason and keep you updated, and parents are encouraged to stay involved in the baby's care.",
      },
      {
        question: "Is my child growing normally?",
        answer:
          "Every child grows at their own pace, but regular checks of weight, height and milestones help spot problems early. If your child is not gaining weight, is slow to sit, walk or speak, or you have any worry, please book a visit with our pediatrician.",
      },
    ],
  },
  obstetrics: {
    title: "Obstetrics",
    reviewedOn: "2026-11-23",
    summary: "Care through pregnancy, childbirth and after delivery, for a safe and healthy start for mother and baby.",
    description:
      "Our obstetrics department looks after women during pregnancy, childbirth and the weeks after delivery. We offer regular check-ups, scans and tests, and we support normal delivery whenever it is safe, with caesarean section when it is needed for the mother or baby. Our labour room, operation theatres and NICU work together so that help is close at hand, day and night.",
    highlights: {
      "Antenatal Care": "Regular check-ups, blood tests and scans to follow your baby's growth and keep you healthy during pregnancy.",
      "Normal and Caesarean Delivery":
        "We support normal delivery whenever it is safe, and perform caesarean section when it is the safer choice.",
      "High-Risk Pregnancy": "Closer care for mothers with high blood pressure, diabetes, anaemia, twins or earlier pregnancy problems.",
      "Care After Delivery": "Help with breastfeeding, recovery and family planning advice for the new mother.",
    },
    testimonials: [],
    faqs: [
      {
        question: "How often should I visit the doctor during pregnancy?",
        answer:
          "Usually once a month in the first months, every two weeks from about 7 months, and every week in the last month. Your doctor may ask you to come more often if there are any concerns. Please start check-ups as soon as you know you are pregnant.",
      },
      {
        question: "Which warning signs in pregnancy need urgent care?",
        answer:
          "Come to our 24x7 emergency or call the hospital straight away if you have bleeding, leaking of water, severe headache or blurred vision, swelling of the face, strong stomach pain, fits, fever, or if the baby moves much less than usual.",
      },
      {
        question: "Can I have a normal delivery after a caesarean?",
        answer:
          "Many women can safely try a normal delivery after one caesarean, depending on the reason for the earlier operation, the type of scar and the current pregnancy. Please discuss this early with your obstetrician, who will advise what is safest for you and your baby.",
      },
      {
        question: "What should I eat during pregnancy?",
        answer:
          "Eat a balanced diet with cereals, pulses, green vegetables, fruits and milk products, and drink enough water. Avoid smoking, alcohol and tobacco. Take iron, folic acid and other supplements only as prescribed by your doctor.",
      },
      {
        question: "Is delivery covered under government schemes or insurance?",
        answer:
          "Many delivery packages can be cashless under the state health scheme, RGHS or insurance, depending on your eligibility and policy. Please call the hospital or visit the help desk with your documents to confirm coverage before your due date.",
      },
    ],
  },
  gynecology: {
    title: "Gynecology",
    reviewedOn: "2026-11-23",
    summary: "Care for women's health at every age, from period problems and infections to menopause and surgery.",
    description:
      "Our gynecology department treats women's health problems such as irregular or heavy periods, white discharge, infections, fibroids, ovarian cysts, PCOS and problems around menopause. We also offer screening tests to find cervical cancer early and family planning advice. Treatment usually starts with medicines, and when surgery is needed we explain the options, including keyhole surgery where suitable.",
    highlights: {
      "Period Problems and PCOS": "Evaluation and treatment for irregular, painful or heavy periods and hormone problems such as PCOS.",
      "Gynecological Surgery": "Operations for fibroids, cysts and uterine problems, including keyhole surgery where it is suitable.",
      "Cancer Screening": "Pap smear and other checks that help find cervical and other cancers early, when treatment works best.",
      "Menopause Care": "Help with hot flushes, bone health and other changes around menopause.",
    },
    testimonials: [],
    faqs: [
      {
        question: "When should I see a gynecologist about my periods?",
        answer:
          "Please see a doctor if your periods are very heavy, very painful, come more often than every 3 weeks, stop for more than 3 months without pregnancy, or if you bleed between periods or after sex. Any bleeding after menopause should always be checked.",
      },
      {
        question: "What is PCOS and can it be treated?",
        answer:
          "PCOS is a common hormone condition that can cause irregular periods, weight gain, acne, extra hair growth and difficulty getting pregnant. It cannot be cured fully, but regular exercise, a healthy diet, weight control and medicines can control it well. Your doctor will plan treatment for your needs.",
      },
      {
        question: "Do fibroids always need surgery?",
        answer:
          "No. Many fibroids are small, cause no trouble and only need regular check-ups. Surgery is advised when fibroids cause heavy bleeding, pain, pressure symptoms or problems with pregnancy. Your doctor will explain the choices for your situation.",
      },
      {
        question: "What is a Pap smear and how often should I have one?",
        answer:
          "A Pap smear is a simple, quick test that checks cells from the cervix to find early changes that could lead to cancer. Women are generally advised to start screening from around 25 to 30 years of age and repeat it as the doctor advises. It takes only a few minutes.",
      },
      {
        question: "Is laparoscopic (keyhole) surgery available for gynecology problems?",
        answer:
          "Many gynecology operations can be done by keyhole surgery, which usually means less pain and a shorter stay. Whether it suits you depends on your condition. Please call the hospital to confirm availability and book a consultation with the gynecologist.",
      },
    ],
  },
  generalmedicine: {
    title: "General Medicine",
    reviewedOn: "2026-11-23",
    summary: "Diagnosis and treatment of common and long-term illnesses in adults, including fever, blood pressure and infections.",
    description:
      "Our general medicine department is often the first place to come when an adult feels unwell and is not sure which specialist to see. We diagnose and treat fevers, infections, high blood pressure, thyroid problems, breathing problems and other illnesses, and we help manage long-term conditions. When needed, we admit patients to the ward or ICU and involve other specialists.",
    highlights: {
      "Fever and Infections": "Testing and treatment for seasonal illnesses such as dengue, malaria, typhoid and chest infections.",
      "Blood Pressure and Heart Health":
        "Regular care for high blood pressure and cholesterol to lower the risk of heart attack and stroke.",
      "Long-Term Conditions": "Ongoing care for thyroid disease, asthma, COPD and other conditions that need regular follow-up.",
      "Health Check-ups": "Preventive check-ups for adults and older people to find problems early.",
    },
    testimonials: [],
    faqs: [
      {
        question: "When should I see a doctor for fever?",
        answer:
          "See a doctor if fever lasts more than two days, is very high, or comes with rash, body pain, vomiting, bleeding, breathlessness or confusion, especially during the monsoon when dengue and malaria are common. For severe symptoms, come to our 24x7 emergency or call the hospital straight away.",
      },
    ],
  },
  diabetology: {
    title: "Diabetology",
    reviewedOn: "2026-11-23",
    summary: "Long-term care for diabetes, with treatment, diet advice and regular checks to prevent complications.",
    description:
      "Our diabetology department helps people with diabetes keep their blood sugar under control and avoid complications of the eyes, kidneys, nerves, heart and feet. We explain the condition in simple words, plan treatment with tablets or insulin as needed, and give practical advice on food and exercise that suits Indian home cooking. Regular follow-up helps catch problems early.",
    highlights: {
      "Diabetes Diagnosis and Treatment":
        "Tests such as fasting sugar and HbA1c, and a treatment plan with tablets or insulin suited to you.",
      "Diet and Lifestyle Advice": "Simple guidance on meals, portion sizes and daily activity that fit everyday family life.",
      "Screening for Complications": "Regular checks of kidneys, eyes, nerves, heart and feet to catch problems early.",
      "Diabetes in Pregnancy": "Close care for mothers who develop high sugar during pregnancy, together with our obstetrics team.",
    },
    testimonials: [],
    faqs: [
      {
        question: "Can diabetes be controlled without insulin?",
        answer:
          "Many people with type 2 diabetes can control their sugar with diet, exercise, weight loss and tablets. Some people need insulin, especially when sugar stays high, during pregnancy, or with type 1 diabetes. Your doctor will decide the right treatment; please do not stop or change medicines on your own.",
      },
    ],
  },
  generalsurgery: {
    title: "General Surgery",
    reviewedOn: "2026-11-23",
    summary: "Planned and emergency operations for hernia, gallbladder stones, appendicitis and other problems, including keyhole surgery.",
    description:
      "Our general surgery department treats conditions such as hernia, gallbladder stones, appendicitis, piles, fissure, lumps and abscesses, and injuries that need an operation. Many operations can be done by laparoscopic (keyhole) surgery, which usually means less pain and a quicker recovery. Surgery is done in our modular operation theatres, and the emergency team is available day and night.",
    highlights: {
      "Laparoscopic Surgery": "Keyhole surgery for gallbladder stones, appendix and hernia, with small cuts and a shorter hospital stay.",
      "Hernia Repair": "Safe repair of groin, umbilical and other hernias, with mesh when needed.",
      "Piles, Fissure and Fistula": "Treatment of painful conditions near the back passage, from medicines to surgery.",
      "Emergency Surgery": "Operations for appendicitis, blocked intestines and injuries, at any time of day or night.",
    },
    testimonials: [],
    faqs: [
      {
        question: "Does a hernia always need an operation?",
        answer:
          "A hernia does not go away on its own, and most hernias are repaired with surgery to prevent them from getting larger or stuck. If the swelling becomes painful, hard or cannot be pushed back, or you have vomiting, come to our 24x7 emergency straight away, as this can be serious.",
      },
      {
        question: "How soon can I go home after keyhole surgery?",
        answer:
          "After keyhole surgery for gallbladder or hernia, many patients go home within one or two days and return to light work in about a week. The exact time depends on your operation and health. Your surgeon will explain what to expect before the operation.",
      },
    ],
  },
  urology: {
    title: "Urology",
    reviewedOn: "2026-11-23",
    summary: "Care for kidney stones, prostate problems, urine infections and other problems of the urinary system.",
    description:
      "Our urology services treat problems of the kidneys, bladder, urinary tract and the male reproductive organs. Common conditions include kidney and ureter stones, enlarged prostate, urine infections, and difficulty or burning while passing urine. Tests such as ultrasound and urine examination help find the cause, and treatment may include medicines or surgery when needed.",
    highlights: {
      "Kidney Stones": "Evaluation and treatment of stones in the kidney and urinary tract, from medicines to procedures.",
      "Prostate Care": "Help for older men with slow flow, passing urine often at night or difficulty emptying the bladder.",
      "Urine Infections": "Tests and treatment for burning, frequent or painful urination in men and women.",
    },
    testimonials: [],
    faqs: [
      {
        question: "What are the signs of a kidney stone?",
        answer:
          "A kidney stone can cause severe pain in the side or back that may spread to the lower stomach or groin, sometimes with vomiting, blood in the urine or burning while passing urine. If the pain is severe, or you have fever with the pain, come to our 24x7 emergency or call the hospital.",
      },
      {
        question: "Is a urologist available every day?",
        answer:
          "Urology consultation timings may vary. Please call the hospital to confirm the current days and timings and to book an appointment. In an emergency, such as being unable to pass urine, come straight to our 24x7 emergency.",
      },
    ],
  },
  dental: {
    title: "Dental",
    reviewedOn: "2026-11-23",
    summary: "Care for teeth and gums, from check-ups, fillings and root canals to extractions and dentures.",
    description:
      "Our dental department looks after the teeth and gums of children and adults. We treat toothache, cavities, gum bleeding and broken teeth, and offer cleaning, fillings, root canal treatment, extractions and dentures. We explain each step before treatment and take care to keep you comfortable.",
    highlights: {
      "Check-ups and Cleaning": "Regular dental check-ups and professional cleaning to prevent cavities and gum disease.",
      "Fillings and Root Canal": "Treatment that saves decayed or infected teeth and relieves pain.",
      "Extractions and Dentures": "Gentle removal of damaged teeth, and dentures to help you eat and smile with confidence.",
      "Children's Dental Care": "Friendly care for children's teeth, with advice for parents on brushing and diet.",
    },
    testimonials: [],
    faqs: [
      {
        question: "How often should I visit the dentist?",
        answer:
          "A dental check-up every six months is advised for most people, even if you have no pain. Regular visits help find cavities and gum problems early, when treatment is simpler. Brush twice a day and limit sweets between meals.",
      },
      {
        question: "Is root canal treatment painful?",
        answer:
          "Root canal treatment is done under local anaesthesia, so most people feel little or no pain during it. Some soreness for a few days afterwards is common. Root canal treatment can often save a tooth that would otherwise need to be removed.",
      },
    ],
  },
  physiotherapy: {
    title: "Physiotherapy",
    reviewedOn: "2026-11-23",
    summary: "Exercise-based treatment to reduce pain and help you move, walk and work again after injury, surgery or illness.",
    description:
      "Our physiotherapy department helps people recover movement and strength using exercises, manual therapy and other treatments. We work with patients who have back and neck pain, joint pain, sports injuries, weakness after a stroke, and those recovering from fractures or joint replacement surgery. Each patient gets a plan suited to their needs, along with exercises to continue at home.",
    highlights: {
      "After Surgery and Fractures":
        "Step-by-step exercises after joint replacement, fracture fixation and other operations to regain strength and movement.",
      "Back, Neck and Joint Pain": "Exercises, posture advice and pain-relief treatments for long-standing aches and stiffness.",
      "Stroke and Nerve Problems": "Rehabilitation to improve balance, walking and daily activities after a stroke or nerve injury.",
      "Home Exercise Plans": "Simple exercises you can do at home between visits to keep improving.",
    },
    testimonials: [],
    faqs: [
      {
        question: "Do I need a doctor's referral for physiotherapy?",
        answer:
          "It is best to see a doctor first so that the cause of your pain is known and physiotherapy is safe for you. If you already have a prescription or reports from another doctor, please bring them to your first session.",
      },
      {
        question: "How many physiotherapy sessions will I need?",
        answer:
          "The number of sessions depends on your condition and how quickly you improve. Some problems need a few sessions, while recovery after surgery or a stroke can take several weeks. Your physiotherapist will review your progress regularly and adjust the plan.",
      },
    ],
  },
};

/** Each page's experts are the doctors of its department (doctor-records.ts). */
export const specialities: SpecialitiesContent = withExperts(pages, (slug) => departmentExperts(doctorRecords, slug, "en", doctorWords));
