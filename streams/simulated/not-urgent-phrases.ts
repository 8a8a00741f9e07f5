// Not urgent phrases but exceptions to them, kept apart from the urgent table (urgent-phrases.ts):
// routing.ts' isUrgent sets them aside before it reads the table.

/**
 * Everyday sentences that share an urgent phrase's words: removed before the table is read, so a food
 * hamper or a training course is not taken for a caller at risk.
 */
export const NOT_URGENT: readonly string[] = [
  'emergency relief',
  'emergency contact',
  'emergency contacts',
  'st john ambulance',
  'at risk youth',
  'crisis of faith',
  'families in crisis',
  'in danger of being',
  'suicide prevention',
  // "I can't go on Sunday", "we want to end it at eight": going on somewhere, ending something at a time.
  ...['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'camp', 'holiday', 'leave', 'time']
    .concat(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'today', 'tomorrow', 'tonight'])
    .map((word) => `cannot go on ${word}`),
  ...['at', 'by', 'with', 'early', 'there', 'before'].map((word) => `end it ${word}`),
];
