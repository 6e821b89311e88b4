import { Icon } from "../../components/ui/icon";
import { Section } from "../../components/ui/section";
import type { FindDoctorPageContent } from "../../content/words/find-doctor.schema";
import { LazyEmbed } from "../embeds/lazy-embed";
import { MEET_DOCTORS_ID } from "#common/paths";

/** One of the hospital's own videos as the loader hands it over (page-content.ts: doctorVideosOf). */
type Video = { title: string; name: string; specialty: string; fbLink: string; videoUrl: string };

type Words = Pick<FindDoctorPageContent, "meetHeading" | "meetIntro" | "playVideo" | "watchOnFacebook">;

/**
 * Find Doctor's 'Meet Our Doctors': the hospital's own videos, each once supplied, with its title, the
 * doctor's name and department and a link to it on Facebook. With none supplied there is no section at
 * all (no heading over an empty list, no words promising videos), and /find#meetdoctors leads to the
 * doctors' list instead (the page places the anchor). `children` follow the videos (the page's banner).
 */
export function DoctorVideos({
  words,
  videos,
  opensInNewTab,
  children,
}: {
  words: Words;
  videos: readonly Video[];
  opensInNewTab: string;
  children?: React.ReactNode;
}) {
  if (videos.length === 0) return null;
  return (
    <Section
      id={MEET_DOCTORS_ID}
      headingId="meet-doctors-heading"
      heading={words.meetHeading}
      intro={words.meetIntro}
      tone="wash"
      renderWhenNear
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.fbLink}>
            <article className="h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <LazyEmbed
                src={video.videoUrl}
                title={`${video.title}: ${video.name}`}
                allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share"
                placeholder={<p className="text-lg font-semibold text-balance">{video.title}</p>}
                buttonName={`${words.playVideo}: ${video.title}`}
                buttonLabel={
                  <>
                    <Icon name="play" className="size-5" />
                    {words.playVideo}
                  </>
                }
              />
              <h3 className="mt-4 text-lg font-bold">{video.name}</h3>
              <p className="text-brand">{video.specialty}</p>
              <a
                href={video.fbLink}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand underline underline-offset-4"
              >
                {words.watchOnFacebook}
                <span className="sr-only">
                  : {video.title} {opensInNewTab}
                </span>
              </a>
            </article>
          </li>
        ))}
      </ul>
      {children}
    </Section>
  );
}
