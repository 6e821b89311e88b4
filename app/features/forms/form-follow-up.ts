/**
 * What the contact and feedback forms fetch once a visitor starts on them, in one request and
 * never in a page's first load: the desk's red-flag list and the call-now notice it brings up, and the
 * confirmation a message or feedback shows once sent.
 */
export { RedFlagRegion } from "./red-flag-callout";
export { MessageConfirmation } from "./message-confirmation";
export { focusBelowHeader } from "./focus-below-header";
