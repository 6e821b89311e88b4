import type { Page } from "@playwright/test";

/**
 * A cheap Android phone on mobile data, as Chromium's DevTools protocol throttles it for real (not
 * Lighthouse's simulation): a 4x slower CPU, 150 ms round trip, 1.6 Mbps down, 750 kbps up, for
 * `npm run bench:web`'s real-run figures. (Tests that act before the scripts run hold the scripts
 * instead, fixtures.ts holdScripts: a speed would make them a race.)
 */
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** Applies the phone profile to a page before it navigates. */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_PROFILE.cpuSlowdown });
}
