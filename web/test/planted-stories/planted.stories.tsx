/**
 * Stories planted with one fault each (and two that only look faulty), for the story runner's own
 * test: each must fail its check, and nothing else (e2e/src/story-runner/check-stories.test.ts).
 * Plain elements and inline styles on purpose: the faults must not depend on the app's theme.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { useEffect } from 'react';

export default { title: 'Planted' } satisfies StoryDefault;

export const Fine: Story = () => <p>Nothing wrong here.</p>;

export const Throws: Story = () => {
  throw new Error('planted: this story throws');
};

/** Light gray on white: 2.3:1, below the 4.5:1 of WCAG AA. */
export const LowContrast: Story = () => <p style={{ color: '#aaaaaa' }}>Hard to read</p>;

export const ConsoleError: Story = () => {
  useEffect(() => console.error('planted: a console error'), []);
  return <p>Logs an error</p>;
};

export const ShowsNothing: Story = () => <div />;

/** A word wider than its 100 px box, at any width. */
export const Overflows: Story = () => (
  <div style={{ width: 100 }}>
    <p>Donaudampfschifffahrtsgesellschaftskapitänsmütze</p>
  </div>
);

/** Logs an error, and says it does so on purpose. */
export const ErrorOnPurpose: Story = () => {
  useEffect(() => console.error('planted: an error on purpose'), []);
  return <p>Logs an error on purpose</p>;
};
ErrorOnPurpose.meta = { errorOnPurpose: 'the runner must accept it' };

/** Shows nothing, and says it is a skeleton. */
export const Skeleton: Story = () => <div style={{ height: 40 }} />;
Skeleton.meta = { shows: 'skeleton' };
