import { useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useFocusOnArrival } from './focus-on-arrival';

function Heading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return <h1 ref={heading} tabIndex={-1}>Welcome video</h1>;
}

/** A page whose heading arrives when `arrive` is pressed, beside a modal dialog and a search field. */
function Page() {
  const [arrived, setArrived] = useState(false);
  return (
    <>
      <input aria-label="Search" />
      <div role="dialog" aria-modal="true" aria-label="Outline"><button type="button">Week 1</button></div>
      <button type="button" onClick={() => setArrived(true)}>arrive</button>
      {arrived && <Heading />}
    </>
  );
}

const arrive = () => act(() => screen.getByRole('button', { name: 'arrive' }).click());

describe('useFocusOnArrival', () => {
  it('moves the focus to the heading when the page arrives', () => {
    render(<Page />);
    arrive();
    expect(screen.getByRole('heading', { name: 'Welcome video' })).toHaveFocus();
  });

  it('leaves the focus where someone is typing', () => {
    render(<Page />);
    act(() => screen.getByRole('textbox', { name: 'Search' }).focus());
    arrive();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('leaves the focus inside an open modal dialog (a drawer opened while the page loaded)', () => {
    render(<Page />);
    act(() => screen.getByRole('button', { name: 'Week 1' }).focus());
    arrive();
    expect(screen.getByRole('button', { name: 'Week 1' })).toHaveFocus();
  });
});
