// What the church's office would receive after a call: its SMS, its email and the booking's calendar event.
export { CRISIS_LINES, SMS_MAX_LENGTH, isUrgent, officeMessages, type OfficeChurch, type OfficeMessages } from './office-messages';
