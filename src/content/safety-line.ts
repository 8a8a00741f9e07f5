/** The safety line near the demo and in every page's footer: what the assistant gives a caller at risk, before any call. */
export const safetyLineText = {
  lead: 'In danger now?',
  call: 'Call',
  emergency: { label: '000', tel: '000' },
  lifeline: 'Lifeline',
  lifelineNumber: { label: '13 11 14', tel: '131114' },
} as const;
