export interface Plan {
  name: string;
  monthlyPrice: number;
  currency: 'AUD';
  description: string;
  includedMinutes: number;
  overageCentsPerMinute: number;
  features: readonly string[];
}

export const starterPlan: Plan = {
  name: 'Starter Plan',
  monthlyPrice: 99,
  currency: 'AUD',
  description: 'Everything a church office needs to answer every call, every day.',
  includedMinutes: 100,
  overageCentsPerMinute: 0.6,
  features: [
    'Smart call routing',
    'SMS and email summaries',
    'Member engagement',
    'Appointment booking',
    '24/7 availability',
    'Australian number porting',
    'Setup and training',
    'Email and phone support',
  ],
};

export const freeTrial = {
  title: 'Free trial',
  text: 'No credit card required. Try it free for 30 days or 15 minutes, whichever comes first.',
} as const;

export function planUsageText(plan: Plan): string {
  return `${plan.includedMinutes} minutes included per month, then ${plan.overageCentsPerMinute} cents per minute`;
}
