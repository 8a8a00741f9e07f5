// What the church's office would receive after a call: its SMS, its email and the booking's calendar event.
export { SMS_MAX_LENGTH, givenLines, isUrgent, officeMessages, type OfficeChurch, type OfficeMessages } from './office-messages';
