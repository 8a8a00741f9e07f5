import styled from 'styled-components';
import { Button } from '../../components/ui/button';

// The pieces the sound check and its device picker share (they load with the check).

/** One row of the check: a label, the device's control, and what goes with it (the level, the test sound). */
export const FieldRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-width: 0;
  min-height: 2rem;
  font-size: 0.875rem;
  > label,
  > span:first-child {
    flex: none;
    width: 5.75rem;
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
`;

/** The small buttons of the check: a 2 rem row keeps the whole check inside the call space. */
export const SmallButton = styled(Button)`
  && {
    min-height: 2rem;
    padding: 0 0.75rem;
    font-size: 0.875rem;
    white-space: nowrap;
  }
`;
