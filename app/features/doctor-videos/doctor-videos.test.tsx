import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#common/locale";
import { MEET_DOCTORS_ID } from "#common/paths";
import { CONTENT } from "../../content/words/all-locales";
import { missing, supplied, working } from "../../content/hospital-fact";
import { doctorVideosOf } from "../../content/views/page-content";
import { SEED_CONTENT, type SiteContent } from "../../content/model/site-content";
import { DoctorVideos } from "./doctor-videos";

/** Two videos the hospital supplied (the second and fourth places) and one still to confirm. */
const content: SiteContent = {
  ...structuredClone(SEED_CONTENT),
  videos: {
    videos: [
      missing(),
      supplied({
        link: "https://www.facebook.com/sanganer.care/videos/123456789",
        title: { en: "Knee replacement: the first weeks", hi: "घुटना बदलने के बाद के पहले हफ़्ते" },
        doctor: "rajendra-singh-shekhawat",
      }),
      working({
        link: "https://www.facebook.com/sanganer.care/videos/555555555",
        title: { en: "A video to confirm", hi: "पुष्टि के लिए एक वीडियो" },
        doctor: "vikas-sharma",
      }),
      supplied({
        link: "https://fb.watch/abcDEF12/",
        title: { en: "Living with diabetes", hi: "डायबिटीज़ के साथ जीना" },
        doctor: "anil-khandelwal",
      }),
      missing(),
    ],
  },
};
const OPENS_IN_NEW_TAB = "(opens in a new tab)";

describe("Find Doctor's doctor videos", () => {
  it("are not there at all while the hospital has supplied none: no heading, no words about videos, nothing to play", () => {
    for (const locale of LOCALES) {
      const words = CONTENT[locale].findDoctorPage;
      const { container } = render(
        <DoctorVideos words={words} videos={doctorVideosOf(SEED_CONTENT, locale)} opensInNewTab={OPENS_IN_NEW_TAB}>
          <p>{words.bannerTitle}</p>
        </DoctorVideos>,
      );
      expect(container).toBeEmptyDOMElement();
      container.remove();
    }
  });

  it("show each supplied video under 'Meet Our Doctors' with its title, its doctor and department, and its link on Facebook, in each language", () => {
    for (const locale of LOCALES) {
      const words = CONTENT[locale].findDoctorPage;
      const videos = doctorVideosOf(content, locale);
      const { container } = render(
        <DoctorVideos words={words} videos={videos} opensInNewTab={OPENS_IN_NEW_TAB}>
          <p>{words.bannerTitle}</p>
        </DoctorVideos>,
      );
      const section = screen.getByRole("region", { name: words.meetHeading });
      expect(section).toHaveAttribute("id", MEET_DOCTORS_ID);
      expect(within(section).getByText(words.meetIntro)).toBeInTheDocument();
      expect(within(section).getByText(words.bannerTitle)).toBeInTheDocument();
      const items = within(section).getAllByRole("listitem");
      expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual(videos.map((video) => video.name));
      expect(videos).toHaveLength(2);
      items.forEach((item, index) => {
        const video = videos[index]!;
        expect(within(item).getByText(video.title)).toBeInTheDocument();
        expect(within(item).getByText(video.specialty)).toBeInTheDocument();
        // Named for a screen reader with the video's title, and that it opens a new tab.
        const onFacebook = within(item).getByRole("link", {
          name: (name) => name.startsWith(words.watchOnFacebook) && name.includes(video.title) && name.endsWith(OPENS_IN_NEW_TAB),
        });
        expect([onFacebook.getAttribute("href"), onFacebook.getAttribute("target")]).toEqual([video.fbLink, "_blank"]);
        expect(within(item).getByRole("button", { name: `${words.playVideo}: ${video.title}` })).toBeInTheDocument();
      });
      container.remove();
    }
  });

  it("before scripts run, each video's play control is a link to the video on Facebook", () => {
    const words = CONTENT.en.findDoctorPage;
    const videos = doctorVideosOf(content, "en");
    document.body.innerHTML = renderToString(<DoctorVideos words={words} videos={videos} opensInNewTab={OPENS_IN_NEW_TAB} />);
    for (const video of videos)
      expect(screen.getByRole("link", { name: `${words.playVideo}: ${video.title}` })).toHaveAttribute("href", video.fbLink);
    expect(document.querySelector("iframe")).toBeNull();
  });
});
