import type { Department } from "../../schema";

export const departments: Department[] = [
  { slug: "orthopaedics", name: "ऑर्थोपेडिक्स (हड्डी रोग)", icon: "bone" },
  { slug: "radiology", name: "रेडियोलॉजी (एक्स-रे व स्कैन)", icon: "scan" },
  { slug: "pediatrics", name: "पीडियाट्रिक्स (शिशु एवं बाल रोग)", icon: "baby" },
  { slug: "obstetrics", name: "ऑब्स्टेट्रिक्स (प्रसूति)", icon: "heart-pulse" },
  { slug: "gynecology", name: "गायनेकोलॉजी (स्त्री रोग)", icon: "users" },
  { slug: "generalmedicine", name: "जनरल मेडिसिन (फ़िज़िशियन)", icon: "stethoscope" },
  { slug: "diabetology", name: "डायबेटोलॉजी (मधुमेह)", icon: "droplet" },
  { slug: "generalsurgery", name: "जनरल सर्जरी", icon: "scissors" },
  { slug: "urology", name: "यूरोलॉजी (मूत्र रोग)", icon: "activity" },
  { slug: "dental", name: "डेंटल (दाँतों का इलाज)", icon: "toothbrush" },
  { slug: "physiotherapy", name: "फ़िज़ियोथेरेपी", icon: "person-standing" },
];
