import styled from 'styled-components';
import { Section } from '../../components/section';
import { features } from '../../content/features';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colour.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colour.paper};
  h3 { font-size: 1.375rem; }
  p { margin: 0; color: ${({ theme }) => theme.colour.inkMuted}; }
`;

export function Features() {
  return (
    <Section
      id="features"
      title="Everything your church office needs on the phone"
      intro="Vestry AI answers like your best volunteer: warmly, accurately and at any hour."
      tone="alt"
    >
      <Grid>
        {features.map((feature) => (
          <Card key={feature.title}>
            <h3>{feature.title}</h3>
            <p>{feature.body}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
