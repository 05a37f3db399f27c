// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { todayIso } from '../../../lib/dates';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { GoalDialog } from './goal-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open goal dialog
      </button>
      <GoalDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open goal dialog' }));
  return screen.findByRole('dialog');
}

describe('goal dialog', () => {
  it('requires a non-blank title', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([]);
    renderWithProviders(<Harness />);
    await openDialog(user);
    await user.type(screen.getByLabelText('Goal title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('Missing Title')).toBeInTheDocument();
    expect(screen.getByText('Please enter a goal title.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each(['0', '', '-3'])('rejects %j days', async (days) => {
    const user = userEvent.setup();
    const { calls } = stubFetch([]);
    renderWithProviders(<Harness />);
    await openDialog(user);
    await user.type(screen.getByLabelText('Goal title'), 'Morning prayer');
    await user.clear(screen.getByLabelText('Target days'));
    if (days) await user.type(screen.getByLabelText('Target days'), days);
    await user.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('Invalid Days')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid number of days.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("applies the server's own limit before sending (one rule, from core's goal form)", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([]);
    renderWithProviders(<Harness />);
    await openDialog(user);
    await user.type(screen.getByLabelText('Goal title'), 'Pray for ten years');
    await user.clear(screen.getByLabelText('Target days'));
    await user.type(screen.getByLabelText('Target days'), '5000');
    await user.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('Please enter at most 3650 days.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates the goal, closes, and opens again with an empty title and 21 days', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([
      {
        method: 'POST',
        path: '/api/goals',
        body: {
          id: 1,
          title: 'Morning prayer',
          targetDays: 30,
          startDate: todayIso(),
          isActive: true,
          daysCompleted: 0,
          percent: 0,
        },
      },
      { path: '/api/goals', body: [] },
    ]);
    renderWithProviders(<Harness />);
    await openDialog(user);
    expect(screen.getByLabelText('Target days')).toHaveValue(21);
    await user.type(screen.getByLabelText('Goal title'), '  Morning prayer ');
    await user.clear(screen.getByLabelText('Target days'));
    await user.type(screen.getByLabelText('Target days'), '30');
    await user.click(screen.getByRole('button', { name: 'Create Goal' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/goals',
      body: { title: 'Morning prayer', targetDays: 30, startDate: todayIso() },
    });

    await openDialog(user);
    expect(screen.getByLabelText('Goal title')).toHaveValue('');
    expect(screen.getByLabelText('Target days')).toHaveValue(21);
  });

  it('shows the failure toast when the server refuses', async () => {
    const user = userEvent.setup();
    stubFetch([{ method: 'POST', path: '/api/goals', status: 500, body: { error: 'boom' } }]);
    renderWithProviders(<Harness />);
    await openDialog(user);
    await user.type(screen.getByLabelText('Goal title'), 'Evening prayer');
    await user.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('Failed to create goal. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
