import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { Section } from '../../components/section';
import { goToSection } from '../../app/scroll-to-section';
import { freeTrial, planUsageText, starterPlan } from '../../content/plan';

const Card = styled.article`
  display: grid;
  gap: 1rem;
  max-width: 34rem;
  padding: 2rem;
  border: 2px solid ${({ theme }) => theme.colour.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colour.paper};
  box-shadow: 0 16px 40px rgba(15, 27, 61, 0.12);
  h3 { margin: 0; font-size: 1.75rem; }
  p { margin: 0; }
`;

const Price = styled.p`
  font-size: 1.125rem;
  strong { font-family: ${({ theme }) => theme.font.heading}; font-size: 3rem; line-height: 1; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colour.inkMuted};
`;

const FeatureList = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li::before { content: '✓'; margin-right: 0.625rem; font-weight: 700; color: ${({ theme }) => theme.colour.success}; }
`;

const Trial = styled.p`
  padding: 0.875rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colour.paperAlt};
`;

export function Pricing() {
  const plan = starterPlan;
  return (
    <Section id="pricing" title="Simple pricing for churches of every size" intro="One plan, no lock-in. Prices are in Australian dollars.">
      <Card aria-labelledby="plan-name">
        <h3 id="plan-name">{plan.name}</h3>
        <Price>
          <strong>${plan.monthlyPrice}</strong> per month
        </Price>
        <Muted>{plan.description}</Muted>
        <p>{planUsageText(plan)}</p>
        <FeatureList aria-label={`${plan.name} includes`}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </FeatureList>
        <Trial>
          <strong>{freeTrial.title}:</strong> {freeTrial.text}
        </Trial>
        <div>
          <Button href="#contact" size="lg" onClick={(event) => goToSection(event, 'contact')}>
            Start your free trial
          </Button>
        </div>
      </Card>
    </Section>
  );
}
