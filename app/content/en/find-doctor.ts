// HOSPITAL TO CONFIRM: each doctor's OPD timings, languages and achievements, the video links and
// which doctor speaks in each.
import { facebookVideo } from "../facebook-video";
import type { FindDoctorPageContent } from "../find-doctor.schema";

export const findDoctorPage: FindDoctorPageContent = {
  meta: {
    name: "Find a Doctor",
    title: "Find a Doctor | Aarogya Multi-Speciality Hospital, Jaipur",
    description:
      "Meet our super specialist doctors in Jaipur: qualifications, experience and consultation details. Request an appointment online or chat with us on WhatsApp.",
  },
  heroTitle: "List of the Top Super Specialist Doctors in Jaipur",
  heroText:
    "Experienced consultants in orthopaedics, surgery, medicine, women's and children's health and diagnostics, under one roof in Sanganer.",
  whatsappChat: "Chat on WhatsApp",
  requestAppointment: "Request an Appointment",
  breadcrumbHome: "HOME",
  breadcrumbCurrent: "OUR DOCTORS",
  gridHeading: "Our specialist doctors",
  bookAppointment: "Book Appointment",
  consultationLabel: "OPD",
  languagesLabel: "Speaks",
  meetHeading: "Meet Our Doctors",
  meetIntro: "Short videos in which our doctors answer the questions patients ask most often.",
  playVideo: "Play video",
  watchOnFacebook: "Watch on Facebook",
  bannerTitle: "Not sure which doctor to see?",
  bannerText: "Tell us your problem and our appointment desk will guide you to the right specialist.",
  bannerAction: "Request an Appointment",
  doctorDetails: {
    "rajendra-singh-shekhawat": {
      consultation: "Mon to Sat, 10 AM to 2 PM",
      languages: ["Hindi", "English", "Rajasthani"],
      achievements: "Performs knee and hip replacements and complex trauma surgery.",
    },
    "mahesh-gupta": {
      consultation: "Mon to Sat, 9 AM to 1 PM and 5 PM to 7 PM",
      languages: ["Hindi", "English", "Rajasthani"],
      achievements: "Treats fever, infections, blood pressure and other long-term illnesses in adults.",
    },
    "sanjay-meena": {
      consultation: "Mon to Sat, 11 AM to 3 PM",
      languages: ["Hindi", "English", "Rajasthani"],
      achievements: "Performs keyhole (laparoscopic) surgery for gallbladder stones, hernia and appendicitis.",
    },
    "neha-mathur": {
      consultation: "Mon to Sat, 9 AM to 5 PM",
      languages: ["Hindi", "English"],
      achievements: "Reads X-rays and performs ultrasound scans, including pregnancy scans.",
    },
    "vikas-sharma": {
      consultation: "Mon to Sat, 10 AM to 1 PM and 6 PM to 8 PM",
      languages: ["Hindi", "English", "Rajasthani"],
      achievements: "Cares for newborns in the NICU and for children with fever, infections and growth concerns.",
    },
    "sunita-choudhary": {
      consultation: "Mon to Sat, 10 AM to 2 PM",
      languages: ["Hindi", "English", "Rajasthani"],
      achievements: "Looks after normal and high-risk pregnancies, and conducts normal deliveries and caesarean sections.",
    },
    "priya-jain": {
      consultation: "Mon to Sat, 4 PM to 7 PM",
      languages: ["Hindi", "English"],
      achievements: "Treats period problems, infections and menopause concerns, and performs gynecological surgery.",
    },
    "anil-khandelwal": {
      consultation: "Mon to Sat, 9 AM to 1 PM",
      languages: ["Hindi", "English", "Rajasthani"],
      achievements: "Helps people with diabetes control their sugar and prevent complications with treatment and diet advice.",
    },
  },
  videos: [
    {
      id: "knee-pain-joint-replacement",
      title: "Knee pain: when is joint replacement the right choice?",
      name: "Dr. Rajendra Singh Shekhawat",
      specialty: "Orthopaedics",
      ...facebookVideo("1046823915736281"),
    },
    {
      id: "childhood-fever-vaccinations",
      title: "Fever in children and why vaccinations matter",
      name: "Dr. Vikas Sharma",
      specialty: "Pediatrics",
      ...facebookVideo("872315649027438"),
    },
    {
      id: "safe-pregnancy-check-ups",
      title: "Regular check-ups for a safe pregnancy",
      name: "Dr. Sunita Choudhary",
      specialty: "Obstetrics",
      ...facebookVideo("1193574628401956"),
    },
    {
      id: "managing-diabetes",
      title: "Managing diabetes in daily life",
      name: "Dr. Anil Khandelwal",
      specialty: "Diabetology",
      ...facebookVideo("658204917342816"),
    },
    {
      id: "abdominal-pain-surgeon",
      title: "When does abdominal pain need a surgeon?",
      name: "Dr. Sanjay Meena",
      specialty: "General Surgery",
      ...facebookVideo("1327960485113794"),
    },
  ],
};
