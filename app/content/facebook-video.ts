import { hospital } from "./hospital";
import { working } from "./hospital-fact";
import type { DoctorVideo } from "./schema";

/**
 * A video posted on the hospital's Facebook page: the original post and its embeddable player. The
 * video's id is the hospital's to confirm, so `npm run content:todo` lists it.
 */
export function facebookVideo(videoId: string): Pick<DoctorVideo, "facebookVideoId" | "fbLink" | "videoUrl"> {
  const fbLink = `${hospital.socials.facebook}/videos/${videoId}`;
  return {
    facebookVideoId: working(videoId),
    fbLink,
    videoUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(fbLink)}&show_text=false&width=560`,
  };
}
