import type { SpecialityListContent } from "../speciality-list.schema";
import { HINDI_TERMS } from "./glossary";

export const specialityListPage: SpecialityListContent = {
  meta: {
    name: HINDI_TERMS.departmentWithGloss,
    title: `${HINDI_TERMS.departmentWithGloss} | {hospital}, जयपुर`,
    description:
      "जयपुर में हड्डी रोग, रेडियोलॉजी, शिशु एवं बाल रोग, प्रसूति, स्त्री रोग, जनरल मेडिसिन, डायबिटीज़, जनरल सर्जरी, यूरोलॉजी, दंत चिकित्सा और फ़िज़ियोथेरेपी।",
  },
  heroTitle: "हमारे हॉस्पिटल के सभी विभाग (स्पेशियलिटी) देखें।",
  heroText: "एक ही छत के नीचे ग्यारह विभाग, अनुभवी डॉक्टरों, आधुनिक जाँच सुविधाओं और 24x7 इमरजेंसी सहायता के साथ।",
  listHeading: `हमारे ${HINDI_TERMS.department}`,
};
