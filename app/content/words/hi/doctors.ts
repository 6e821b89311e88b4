// The doctors' cards are made from their records (doctor-records.ts), in this language's words.
import { doctorRecords } from "../../facts/doctor-records";
import { doctorCards } from "../doctor-views";
import type { DoctorsContent } from "../doctors.schema";
import { appointmentForm } from "./appointment-page";
import { doctorPage } from "./doctor-page";

export const doctorWords = { page: doctorPage, weekdays: appointmentForm.weekdays };

export const doctors: DoctorsContent = { cards: doctorCards(doctorRecords, "hi", doctorWords) };
