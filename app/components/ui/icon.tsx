import {
  Activity,
  Baby,
  BadgePercent,
  Bed,
  Bone,
  Clock,
  Droplet,
  HeartPulse,
  Hospital,
  type LucideIcon,
  Microscope,
  PersonStanding,
  Pill,
  ScanLine,
  Scissors,
  ShieldCheck,
  Siren,
  Stethoscope,
  Syringe,
  Toothbrush,
  Truck,
  Users,
} from "lucide-react";
import type { IconName } from "~/content/schema";

const ICONS: Record<IconName, LucideIcon> = {
  bed: Bed,
  siren: Siren,
  baby: Baby,
  scan: ScanLine,
  "heart-pulse": HeartPulse,
  scissors: Scissors,
  bone: Bone,
  stethoscope: Stethoscope,
  syringe: Syringe,
  activity: Activity,
  droplet: Droplet,
  toothbrush: Toothbrush,
  "person-standing": PersonStanding,
  users: Users,
  hospital: Hospital,
  pill: Pill,
  microscope: Microscope,
  "shield-check": ShieldCheck,
  clock: Clock,
  truck: Truck,
  "badge-percent": BadgePercent,
};

/** A decorative line icon named in content; the text beside it carries the meaning. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" strokeWidth={1.75} className={className} />;
}
