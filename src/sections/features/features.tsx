import styled from 'styled-components';
import { Section } from '../../components/section';
import { media } from '../../shared/theme';
import { features } from '../../content/features';
import { Icon, type IconName } from '../../components/icon';

// In the order of the feature list.
const icons: readonly IconName[] = ['voice', 'routing', 'summary', 'care', 'booking', 'controls'];

// Six cards: one column on phones, two from 640 px, three from 1024 px; every row is full.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 1.5rem;
  }
`;

// On phones the icon stands beside the title, so six cards take less scrolling.
const Card = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-content: start;
  align-items: center;
  gap: 0.75rem 1rem;
  > p {
    grid-column: 1 / -1;
  }
  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
    > p {
      grid-column: auto;
    }
    h3 {
      margin-top: 0.5rem;
    }
  }
  padding: clamp(1.5rem, 3vw, 2rem);
  border: 1px solid ${({ theme }) => theme.colour.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colour.paper};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.text.h3};
  }
  p {
    margin: 0;
    max-width: 40ch;
    color: ${({ theme }) => theme.colour.inkMuted};
  }
`;

const Tile = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colour.night};
  color: ${({ theme }) => theme.colour.accent};
`;

export function Features() {
  return (
    <Section
      id="features"
      eyebrow="Features"
      title="Everything your church office needs on the phone"
      intro="Vestry AI answers like your best volunteer: warmly, accurately and at any hour."
      centred
    >
      <Grid data-testid="feature-grid">
        {features.map((feature, index) => (
          <Card key={feature.title}>
            <Tile>
              <Icon name={icons[index % icons.length] ?? 'voice'} />
            </Tile>
            <h3>{feature.title}</h3>
            <p>{feature.body}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
