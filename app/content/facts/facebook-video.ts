/**
 * The doctors' videos on Find Doctor are the hospital's own videos on Facebook. Each is a hospital fact
 * (the desk's "Doctor videos" kind): its link and title, and the doctor in it. The player they play in
 * is fixed here, so no edit can make a page frame another host (the CSP allows this one).
 */

/** The places for the hospital's doctor videos: the specification's five. */
export const DOCTOR_VIDEO_COUNT = 5;

/** The hosts a video's link may be on: Facebook's, on a computer or a phone, and its short links. */
export const FACEBOOK_VIDEO_HOSTS = /^((www|m|web)\.)?facebook\.com$|^fb\.watch$/;

/** Facebook's embeddable video player: the one video host the pages may frame. */
export const FACEBOOK_VIDEO_PLAYER = "https://www.facebook.com/plugins/video.php";

/** The video's own address on Facebook, and the player's address for it. */
export function facebookVideoAddresses(link: string): { fbLink: string; videoUrl: string } {
  return { fbLink: link, videoUrl: `${FACEBOOK_VIDEO_PLAYER}?href=${encodeURIComponent(link)}&show_text=false&width=560` };
}
