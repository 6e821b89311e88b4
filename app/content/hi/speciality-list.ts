import type { SpecialityListContent } from "../speciality-list.schema";

export const specialityListPage: SpecialityListContent = {
  heroTitle: "हॉस्पिटल की चिकित्सा विशेषताओं की पूरी श्रृंखला देखें।",
  heroText: "एक ही छत के नीचे ग्यारह विभाग, अनुभवी डॉक्टरों, आधुनिक जाँच सुविधाओं और 24/7 इमरजेंसी सहायता के साथ।",
  listHeading: "हमारी विशेषताएँ",
};
