import { hospital } from "./hospital";
import type { DoctorVideo } from "./schema";

/** A video posted on the hospital's Facebook page: the original post and its embeddable player. */
export function facebookVideo(videoId: string): Pick<DoctorVideo, "fbLink" | "videoUrl"> {
  const fbLink = `${hospital.socials.facebook}/videos/${videoId}`;
  return {
    fbLink,
    videoUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(fbLink)}&show_text=false&width=560`,
  };
}
