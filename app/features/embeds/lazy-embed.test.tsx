import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { facebookVideoAddresses } from "../../content/facts/facebook-video";
import { hospital } from "../../content/facts/hospital";
import { LazyEmbed, sourcePageUrl } from "./lazy-embed";

const video = facebookVideoAddresses("https://www.facebook.com/sanganer.care/videos/1234567890");

const embed = (
  <LazyEmbed
    src={video.videoUrl}
    title="Knee care"
    placeholder={<p>Knee care</p>}
    buttonLabel="Play video"
    buttonName="Play video: Knee care"
  />
);

describe("LazyEmbed", () => {
  it("before scripts run, is a link to the video's own page", () => {
    document.body.innerHTML = renderToString(embed);
    const link = screen.getByRole("link", { name: "Play video: Knee care" });
    expect(link).toHaveAttribute("href", video.fbLink);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("once scripts run, loads the player only when asked", async () => {
    const user = userEvent.setup();
    render(embed);
    expect(document.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Play video: Knee care" }));
    expect(screen.getByTitle("Knee care")).toHaveAttribute("src", video.videoUrl);
  });

  it("links a map to Google Maps' page rather than the bare embed", () => {
    const page = new URL(sourcePageUrl(hospital.mapEmbedUrl));
    expect(page.hostname).toBe("www.google.com");
    expect(page.searchParams.get("output")).toBeNull();
    expect(page.searchParams.get("q")).toContain("Aarogya");
    expect(sourcePageUrl("https://www.youtube-nocookie.com/embed/abc_DEF-12")).toBe("https://www.youtube.com/watch?v=abc_DEF-12");
  });
});
