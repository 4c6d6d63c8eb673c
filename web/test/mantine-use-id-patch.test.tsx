/**
 * Mantine's `useId` as patched (patches/@mantine__hooks@9.7.3.patch, decision 038): an input,
 * select or chip mounts in one commit, its id React's own from the first render. Unpatched, each
 * one set a random id in a layout effect: a second, synchronous commit in the same task.
 */
import { Chip, MantineProvider, NativeSelect, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';

function Inputs() {
  return (
    <>
      <TextInput label="Nickname" />
      <NativeSelect label="Language" data={['ko', 'en', 'es']} />
      <Chip>Coffee</Chip>
    </>
  );
}

describe("Mantine's useId, patched", () => {
  it('mounts inputs, selects and chips in one commit', () => {
    const phases: string[] = [];
    render(
      <MantineProvider>
        <Profiler id="inputs" onRender={(_id, phase) => phases.push(phase)}>
          <Inputs />
        </Profiler>
      </MantineProvider>,
    );
    expect(phases).toEqual(['mount']);
  });

  it('gives each input an id of its own that stays across renders, its label pointing at it', () => {
    const ui = (
      <MantineProvider>
        <Inputs />
      </MantineProvider>
    );
    const { rerender } = render(ui);
    const ids = () => [
      screen.getByLabelText('Nickname').id,
      screen.getByLabelText('Language').id,
      screen.getByRole('checkbox', { name: 'Coffee' }).id,
    ];
    const first = ids();
    expect(new Set(first).size).toBe(3);
    for (const id of first) expect(id).toMatch(/^mantine-/);
    rerender(ui);
    expect(ids()).toEqual(first);
  });
});
