import { Link } from "react-router";
import { bookingWithDoctor } from "#common/booking-link";
import { paths } from "#common/paths";
import { Icon } from "../ui/icon";

/** A doctor's photo, or a placeholder icon when the hospital has not supplied one. */
export function DoctorPortrait({
  image,
  name,
  alt,
  noPhotoLabel,
}: {
  image?: string;
  name: string;
  /** What the photo shows, where staff wrote it; else the doctor's name. */
  alt?: string;
  noPhotoLabel: string;
}) {
  if (image) {
    return <img src={image} alt={alt || name} width={160} height={160} loading="lazy" className="size-28 rounded-full object-cover" />;
  }
  return (
    <span
      role="img"
      aria-label={noPhotoLabel}
      className="inline-flex size-28 items-center justify-center rounded-full bg-brand-tint text-brand"
    >
      <Icon name="user-round" strokeWidth={1.5} className="size-14" />
    </span>
  );
}

/** Name, qualification and experience of a doctor, with an optional footer (details, a booking link). */
export function DoctorCard({
  name,
  qualification,
  experience,
  image,
  noPhotoLabel,
  headingLevel: Heading = "h3",
  children,
  className = "",
  id,
  profilePath,
}: {
  /** Anchor of the card, so a link or structured data can point at this doctor. */
  id?: string;
  name: string;
  qualification: string;
  experience: string;
  image?: string;
  noPhotoLabel: string;
  /** The doctor's own page: the name links there. */
  profilePath?: string;
  headingLevel?: "h2" | "h3" | "h4";
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <article
      id={id}
      className={`flex h-full flex-col items-center rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <DoctorPortrait image={image} name={name} noPhotoLabel={noPhotoLabel} />
      <Heading className="mt-4 text-lg font-bold">
        {profilePath ? (
          <Link
            to={profilePath}
            className="inline-flex min-h-11 items-center text-navy underline decoration-brand/40 underline-offset-4 hover:decoration-brand"
          >
            {name}
          </Link>
        ) : (
          name
        )}
      </Heading>
      <p className="font-medium text-brand">{qualification}</p>
      <p className="text-muted">{experience}</p>
      {children}
    </article>
  );
}

/**
 * A card's booking button: opens the appointment form with this doctor chosen, and names the doctor to
 * a screen reader, which reads the button apart from the card. `className` places it in the card.
 */
export function BookDoctorLink({ doctor, label, className }: { doctor: { id: string; name: string }; label: string; className: string }) {
  return (
    <Link
      to={bookingWithDoctor(paths.bookAppointment, doctor.id)}
      className={`${className} inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 font-semibold text-white no-underline hover:bg-brand-dark`}
      aria-label={`${label}: ${doctor.name}`}
    >
      {label}
    </Link>
  );
}
