import { css } from 'styled-components';

// A labelled field on the call's night panel, with a line of its own below for what it says: the typing
// row of a call and "Your church's name" before one.
export const nightField = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  label {
    font-size: 0.9375rem;
    font-weight: 650;
    color: ${({ theme }) => theme.colour.onNight};
  }
  input {
    flex: 1 1 10rem;
    min-width: 0;
    min-height: 2.5rem;
    padding: 0.375rem 0.75rem;
    border: 1.5px solid rgba(255, 255, 255, 0.45);
    border-radius: ${({ theme }) => theme.radius.sm};
    background: rgba(0, 0, 0, 0.3);
    color: ${({ theme }) => theme.colour.onNight};
    font: inherit;
    font-size: 0.9375rem;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: 0.875rem;
  }
`;
