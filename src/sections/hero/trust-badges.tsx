import styled from 'styled-components';
import { site } from '../../content/site';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.625rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.9375rem;
    font-weight: 600;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
`;

function Tick() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="#f1c24b" />
      <path d="M5.5 10.5l3 3 6-7" stroke="#0f1b3d" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function TrustBadges() {
  return (
    <List aria-label="Why churches trust Vestry AI" data-testid="trust-badges">
      {site.trustBadges.map((badge) => (
        <li key={badge}>
          <Tick />
          {badge}
        </li>
      ))}
    </List>
  );
}
