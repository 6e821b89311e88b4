// For one commit: the store moves to store/drafts.ts first, so its history follows the part that keeps most of it.
export * from "./store/drafts";
