// HOSPITAL TO CONFIRM: doctor names, qualifications, experience, OPD timings and the video links.
import type { z } from "zod";
import { hospital } from "../hospital";
import type { DoctorVideoSchema, FindDoctorSchema } from "../schema";

type DoctorVideo = z.input<typeof DoctorVideoSchema>;

/** A video posted on the hospital's Facebook page: the original post and its embeddable player. */
function facebookVideo(videoId: string): Pick<DoctorVideo, "fbLink" | "videoUrl"> {
  const fbLink = `${hospital.socials.facebook}/videos/${videoId}`;
  return {
    fbLink,
    videoUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(fbLink)}&show_text=false&width=560`,
  };
}

export const doctorsEn: { cards: z.input<typeof FindDoctorSchema>[]; videos: DoctorVideo[] } = {
  cards: [
    {
      id: "rajendra-singh-shekhawat",
      name: "Dr. Rajendra Singh Shekhawat",
      qualification: "MS Orthopaedics",
      experience: "20+ years of experience",
      speciality: "orthopaedics",
      consultation: "Mon to Sat, 10 AM to 2 PM",
      languages: ["Hindi", "English", "Rajasthani"],
      achievements: "Performs knee and hip replacements and complex trauma surgery.",
    },
    {
      id: "mahesh-gupta",
      name: "Dr. Mahesh Gupta",
      qualification: "MD General Medicine",
      experience: "35+ years of experience",
      speciality: "generalmedicine",
      consultation: "Mon to Sat, 9 AM to 1 PM and 5 PM to 7 PM",
      languages: ["Hindi", "English", "Rajasthani"],
      achievements: "Treats fever, infections, blood pressure and other long-term illnesses in adults.",
    },
    {
      id: "sanjay-meena",
      name: "Dr. Sanjay Meena",
      qualification: "MS General Surgery",
      experience: "22+ years of experience",
      speciality: "generalsurgery",
      consultation: "Mon to Sat, 11 AM to 3 PM",
      languages: ["Hindi", "English", "Rajasthani"],
      achievements: "Performs keyhole (laparoscopic) surgery for gallbladder stones, hernia and appendicitis.",
    },
    {
      id: "neha-mathur",
      name: "Dr. Neha Mathur",
      qualification: "DNB Radiology",
      experience: "12+ years of experience",
      speciality: "radiology",
      consultation: "Mon to Sat, 9 AM to 5 PM",
      languages: ["Hindi", "English"],
      achievements: "Reads X-rays and performs ultrasound scans, including pregnancy scans.",
    },
    {
      id: "vikas-sharma",
      name: "Dr. Vikas Sharma",
      qualification: "MD/DNB Pediatrics",
      experience: "15+ years of experience",
      speciality: "pediatrics",
      consultation: "Mon to Sat, 10 AM to 1 PM and 6 PM to 8 PM",
      languages: ["Hindi", "English", "Rajasthani"],
      achievements: "Cares for newborns in the NICU and for children with fever, infections and growth concerns.",
    },
    {
      id: "sunita-choudhary",
      name: "Dr. Sunita Choudhary",
      qualification: "MS Obstetrics & Gynecology",
      experience: "25+ years of experience",
      speciality: "obstetrics",
      consultation: "Mon to Sat, 10 AM to 2 PM",
      languages: ["Hindi", "English", "Rajasthani"],
      achievements: "Looks after normal and high-risk pregnancies, normal deliveries and caesarean sections.",
    },
    {
      id: "priya-jain",
      name: "Dr. Priya Jain",
      qualification: "DGO Gynecology",
      experience: "14+ years of experience",
      speciality: "gynecology",
      consultation: "Mon to Sat, 4 PM to 7 PM",
      languages: ["Hindi", "English"],
      achievements: "Treats period problems, infections and menopause concerns, and performs gynecological surgery.",
    },
    {
      id: "anil-khandelwal",
      name: "Dr. Anil Khandelwal",
      qualification: "MD General Medicine & Diabetology",
      experience: "18+ years of experience",
      speciality: "diabetology",
      consultation: "Mon to Sat, 9 AM to 1 PM",
      languages: ["Hindi", "English", "Rajasthani"],
      achievements: "Helps people with diabetes control their sugar and prevent complications with treatment and diet advice.",
    },
  ],
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
