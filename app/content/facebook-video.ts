/**
 * The doctors' videos on Find Doctor are posts on the hospital's Facebook page. Their ids are content
 * (the hospital's to confirm, in the desk's "Doctor videos" kind); the player they play in is fixed
 * here, so no edit can make a page frame another host (the CSP allows this one).
 */

/** The videos Find Doctor introduces (its words are in find-doctor.ts), by key. */
export const DOCTOR_VIDEO_KEYS = [
  "knee-pain-joint-replacement",
  "childhood-fever-vaccinations",
  "safe-pregnancy-check-ups",
  "managing-diabetes",
  "abdominal-pain-surgeon",
] as const;
export type DoctorVideoKey = (typeof DOCTOR_VIDEO_KEYS)[number];

/** Facebook's embeddable video player: the one video host the pages may frame. */
export const FACEBOOK_VIDEO_PLAYER = "https://www.facebook.com/plugins/video.php";

/** The original post on the hospital's Facebook page, and the player's address for it. */
export function facebookVideoAddresses(facebookPage: string, videoId: string): { fbLink: string; videoUrl: string } {
  const fbLink = `${facebookPage.replace(/\/+$/, "")}/videos/${encodeURIComponent(videoId)}`;
  return { fbLink, videoUrl: `${FACEBOOK_VIDEO_PLAYER}?href=${encodeURIComponent(fbLink)}&show_text=false&width=560` };
}
