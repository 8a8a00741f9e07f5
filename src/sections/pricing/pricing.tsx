import styled from 'styled-components';
import { siteConfig as config } from '../../../config/site';
import { Button } from '../../components/ui/button';
import { Section } from '../../components/section';
import { softDisc } from '../../components/container';
import { goToSection } from '../../shared/scroll-to-section';
import { media } from '../../shared/theme';
import { freeTrial, planUsageText, starterPlan } from '../../content/plan';
import { nextSteps, nextStepsTitle } from '../../content/next-steps';

// The plan and, beside it, the trial and what follows; centred as one block.
const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 34rem;
  margin-inline: auto;
  ${media.wide} {
    max-width: 62rem;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 2rem;
    align-items: stretch;
  }
`;

const Card = styled.article`
  display: grid;
  align-content: start;
  gap: 1.25rem;
  padding: clamp(1.5rem, 4vw, 2.25rem);
  border: 2px solid ${({ theme }) => theme.colour.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colour.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.text.h3};
  }
  p {
    margin: 0;
  }
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colour.inkMuted};
  strong {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.text.price};
    font-weight: 600;
    line-height: 1;
    color: ${({ theme }) => theme.colour.ink};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colour.inkMuted};
`;

const Usage = styled.p`
  padding-bottom: 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colour.line};
  font-weight: 600;
`;

const FeatureList = styled.ul`
  display: grid;
  gap: 0.625rem;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 1.25rem;
  }
  li {
    display: flex;
    gap: 0.625rem;
    font-size: 1rem;
  }
  li::before {
    content: '✓';
    flex: none;
    font-weight: 700;
    color: ${({ theme }) => theme.colour.success};
  }
`;

const Side = styled.div`
  display: grid;
  align-content: start;
  gap: 1.5rem;
`;

const Trial = styled.div`
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colour.night};
  color: ${({ theme }) => theme.colour.onNight};
  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.text.h3};
    color: ${({ theme }) => theme.colour.accent};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
`;

const Steps = styled.div`
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colour.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colour.paper};
  h3 {
    margin: 0 0 1rem;
    font-size: ${({ theme }) => theme.text.h3};
  }
  ol {
    display: grid;
    gap: 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: step;
  }
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0 0.875rem;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    grid-row: 1 / span 2;
    ${softDisc}
    font-size: 0.875rem;
    font-weight: 700;
  }
  strong {
    font-weight: 650;
  }
  p {
    margin: 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colour.inkMuted};
  }
`;

/** Beside the plan: the free trial and what happens after the first message. */
function TrialAndNextSteps() {
  return (
    <Side>
      <Trial>
        <h3>{freeTrial.title}</h3>
        <p>{freeTrial.text}</p>
      </Trial>
      <Steps>
        <h3>{nextStepsTitle}</h3>
        <ol>
          {nextSteps(config.replyWithin).map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </Steps>
    </Side>
  );
}

export function Pricing() {
  const plan = starterPlan;
  return (
    <Section
      id="pricing"
      tone="alt"
      eyebrow="Pricing"
      title="Simple pricing for churches of every size"
      intro="One plan, no lock-in. Prices are in Australian dollars."
      centred
    >
      <Layout>
        <Card aria-labelledby="plan-name">
          <h3 id="plan-name">{plan.name}</h3>
          <Price>
            <strong>${plan.monthlyPrice}</strong> per month
          </Price>
          <Muted>{plan.description}</Muted>
          <Usage>{planUsageText(plan)}</Usage>
          <FeatureList aria-label={`${plan.name} includes`}>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </FeatureList>
          <Button href="#contact" size="lg" onClick={(event) => goToSection(event, 'contact')}>
            Start your free trial
          </Button>
        </Card>
        <TrialAndNextSteps />
      </Layout>
    </Section>
  );
}
